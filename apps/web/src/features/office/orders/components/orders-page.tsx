import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from "@park/domain/office-orders/order-search.ts";
import { Link, useSearchParams } from "react-router";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import type { OrderSearch } from "../api/orders-calls.ts";
import { useOrderSearch } from "../hooks/use-orders.ts";
import { formatInstant, formatStay } from "../order-format.ts";
import { OrderSearchForm } from "./order-search-form.tsx";

function isStatusFilter(value: string | null): value is OrderStatusFilter {
  return ORDER_STATUS_FILTERS.some((status) => status === value);
}

/** The search as the address keeps it, so a reload or a link back shows the same results. */
function searchOf(params: URLSearchParams): OrderSearch {
  const status = params.get("status");
  const page = Number(params.get("page") ?? "1");
  return {
    q: params.get("q") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    status: isStatusFilter(status) ? status : "PAID",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function paramsOf(search: OrderSearch): Record<string, string> {
  const params: Record<string, string> = { status: search.status, page: String(search.page) };
  if (search.q.trim()) params.q = search.q.trim();
  if (search.from) params.from = search.from;
  if (search.to) params.to = search.to;
  return params;
}

/** /office/orders (front desk): find orders by code, name, e-mail, phone or arrival dates. */
export default function OrdersPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const found = useOrderSearch(search);

  function goToPage(page: number) {
    setParams(paramsOf({ ...search, page }));
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("office.orders.searchTitle")}</h1>
      <OrderSearchForm
        search={search}
        t={t}
        onSearch={(typed) => setParams(paramsOf({ ...typed, page: 1 }))}
      />

      <p aria-live="polite" className="min-h-6">
        {(found.isPending || (found.isError && found.isFetching)) && t("office.orders.searching")}
        {found.isSuccess &&
          (found.data.orders.length === 0
            ? t("office.orders.foundNone")
            : t("office.orders.found", { count: found.data.orders.length, page: found.data.page }))}
      </p>
      {found.isError && !found.isFetching && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          <p>{found.error.message}</p>
          <button type="button" onClick={() => void found.refetch()} className="mt-2 underline">
            {t("office.shell.retry")}
          </button>
        </div>
      )}
      {found.isSuccess && found.data.orders.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t("office.orders.resultsCaption")}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="p-2">
                  {t("office.orders.code")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.visit")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.buyer")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.contact")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.status")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.made")}
                </th>
              </tr>
            </thead>
            <tbody>
              {found.data.orders.map((order) => (
                <tr key={order.id} className="border-b border-gray-200">
                  <td className="p-2 font-mono">
                    <Link to={`/office/orders/${order.id}`} className="text-blue-800 underline">
                      {order.code}
                    </Link>
                  </td>
                  <td className="p-2">
                    {formatStay(order.arrivalDate, order.departureDate)} ·{" "}
                    {t(`office.orders.arrivalTimes.${order.arrivalTime}`)} · {order.numberOfPersons}{" "}
                    {t("office.orders.persons").toLowerCase()}
                  </td>
                  <td className="p-2">{order.contactName ?? "—"}</td>
                  <td className="p-2">
                    {order.email ?? "—"}
                    {order.phoneNumber ? <span className="block text-sm">{order.phoneNumber}</span> : null}
                  </td>
                  <td className="p-2">
                    {t(`office.orders.quoteStatus.${order.status}`)}
                    {order.awaitingUntil && (
                      <span className="block text-xs text-gray-700">
                        {t("office.orders.heldUntil", { date: formatInstant(order.awaitingUntil, language) })}
                      </span>
                    )}
                  </td>
                  <td className="p-2">{formatInstant(order.createdAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {found.isSuccess && (search.page > 1 || found.data.hasMore) && (
        <nav className="flex gap-3" aria-label={t("office.orders.searchTitle")}>
          <button
            type="button"
            disabled={search.page <= 1}
            onClick={() => goToPage(search.page - 1)}
            className="rounded border border-gray-500 px-3 py-1 disabled:opacity-50"
          >
            {t("office.orders.previous")}
          </button>
          <button
            type="button"
            disabled={!found.data.hasMore}
            onClick={() => goToPage(search.page + 1)}
            className="rounded border border-gray-500 px-3 py-1 disabled:opacity-50"
          >
            {t("office.orders.next")}
          </button>
        </nav>
      )}
    </div>
  );
}
