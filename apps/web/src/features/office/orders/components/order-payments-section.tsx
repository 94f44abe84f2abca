import type { Language } from "@park/domain/constants.ts";
import type { OfficeOrderDto, OrderPaymentDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatMinor } from "@park/domain/office-orders/refund-rules.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatInstant } from "../order-format.ts";

/** Every payment attempt with what was refunded of it, the refund button, and the refunds made. */
export function OrderPaymentsSection(props: {
  order: OfficeOrderDto;
  t: TFunction;
  language: Language;
  onRefund: (payment: OrderPaymentDto) => void;
}) {
  const { order, t, language, onRefund } = props;
  return (
    <section aria-labelledby="order-payments" className="space-y-3">
      <h2 id="order-payments" className="text-xl font-semibold">
        {t("office.orders.paymentsTitle")}
      </h2>
      {order.payments.length === 0 ? (
        <p>{t("office.orders.noPayments")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t("office.orders.paymentsCaption")}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="p-2">
                  {t("office.orders.amount")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.rate")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.paymentStatus")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.card")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.paidAt")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.refunded")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.refundable")}
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">{t("office.orders.refund")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.id} className="border-b border-gray-200">
                  <td className="p-2">{formatMinor(payment.amount, payment.currency)}</td>
                  <td className="p-2">{payment.exchangeRate}</td>
                  <td className="p-2">
                    {t(`office.orders.paymentStatuses.${payment.status}`)}
                    {payment.failureCode ? ` (${payment.failureCode})` : ""}
                  </td>
                  <td className="p-2">
                    {payment.method !== "card"
                      ? t(
                          payment.method === "oxxo"
                            ? "office.orders.voucherDetails"
                            : "office.orders.transferDetails",
                          {
                            number: payment.voucherNumber ?? "—",
                            expires: formatInstant(payment.voucherExpiresAt, language),
                            until: formatInstant(payment.awaitingUntil, language),
                          },
                        )
                      : payment.cardBrand
                        ? `${payment.cardBrand} •••• ${payment.cardLast4 ?? ""}`
                        : "—"}
                  </td>
                  <td className="p-2">{formatInstant(payment.paidAt, language)}</td>
                  <td className="p-2">{formatMinor(payment.refunded, payment.currency)}</td>
                  <td className="p-2">{formatMinor(payment.refundable, payment.currency)}</td>
                  <td className="p-2">
                    {payment.refundable > 0 && (
                      <button
                        type="button"
                        onClick={() => onRefund(payment)}
                        className="rounded border border-red-800 px-3 py-1 text-red-900 hover:bg-red-50"
                      >
                        {t("office.orders.refund")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className="text-lg font-semibold">{t("office.orders.refundsTitle")}</h3>
      {order.refunds.length === 0 ? (
        <p>{t("office.orders.noRefunds")}</p>
      ) : (
        <>
          <ul className="list-disc pl-6">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {formatMinor(refund.amount, refund.currency)} · {formatInstant(refund.createdAt, language)} ·{" "}
                {t("office.orders.by")} {refund.staffName ?? "—"} · {t("office.orders.providerId")}{" "}
                <code>{refund.providerRefundId}</code>
              </li>
            ))}
          </ul>
          <p className="font-medium">
            {t("office.orders.refundedTotal")}:{" "}
            {order.refundedTotals.map((total) => formatMinor(total.amount, total.currency)).join(" + ")}
          </p>
        </>
      )}
    </section>
  );
}
