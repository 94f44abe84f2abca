import type { DashboardSalesDto } from "@park/domain/office-dashboard/dashboard-dto.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { parkDateTime } from "../../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import { ScrollRegion } from "../../shell/components/scroll-region.tsx";
import { salesChart } from "../chart-data.ts";
import { chartLocale, chartPesos, dollars, pesos, share } from "../dashboard-format.ts";
import { ChartSlot } from "./chart-slot.tsx";
import { KeyFigures, Panel } from "./panel.tsx";

type SalesQuery = UseQueryResult<DashboardSalesDto>;

const COLUMNS = ["date", "orders", "sales", "usdSales", "refunds", "net"] as const;

/** Each day's money as a table in a box of its own (90 rows), reachable and scrollable by keyboard. */
function SalesTable({ days }: { days: DashboardSalesDto["days"] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t("office.dashboard.sales.caption");
  return (
    <ScrollRegion label={caption}>
      <OfficeTable
        wide
        scrolls={false}
        caption={caption}
        captionClass="mb-2 text-left text-stone-700"
        headers={COLUMNS.map((column) => t(`office.dashboard.sales.${column}`))}
        // Newest first: the desk reads the last days first.
        rows={[...days].reverse()}
        rowKey={(day) => day.date}
        cells={(day) => [
          formatVisitDate(day.date, language),
          day.orders,
          pesos(day.salesCentavos),
          `${pesos(day.usdSalesCentavos)} (${dollars(day.usdCents)})`,
          pesos(day.refundedCentavos),
          pesos(day.netCentavos),
        ]}
        cellClass={(_, column) => (column === 0 ? "whitespace-nowrap" : "whitespace-nowrap text-right")}
      />
    </ScrollRegion>
  );
}

/** Sales per park day of the last 90 days: totals, the USD share and refunds, as a chart and a table. */
export function SalesPanel({ query }: { query: SalesQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t("office.dashboard.sales.title")} query={query} className="lg:col-span-2">
      {(sales) => (
        <>
          <p className="text-sm text-stone-700">
            {t("office.dashboard.sales.range", {
              first: formatVisitDate(sales.first, language),
              last: formatVisitDate(sales.last, language),
            })}
          </p>
          <KeyFigures
            figures={[
              { term: t("office.dashboard.sales.totalSales"), value: pesos(sales.totals.salesCentavos) },
              { term: t("office.dashboard.sales.totalRefunds"), value: pesos(sales.totals.refundedCentavos) },
              { term: t("office.dashboard.sales.totalNet"), value: pesos(sales.totals.netCentavos) },
              { term: t("office.dashboard.sales.totalOrders"), value: sales.totals.orders },
              {
                term: t("office.dashboard.sales.usdShare"),
                value: share(sales.totals.usdShare, language),
              },
              { term: t("office.dashboard.sales.usdCharged"), value: dollars(sales.totals.usdCents) },
            ]}
          />
          <ChartSlot
            name={t("office.dashboard.sales.chart")}
            data={salesChart(sales, t, language)}
            locale={chartLocale(language)}
            format={chartPesos}
          />
          <SalesTable days={sales.days} />
        </>
      )}
    </Panel>
  );
}

/** OXXO vouchers and SPEI transfers still waiting for their money, with the orders list that shows them. */
export function AwaitingPanel({ query }: { query: SalesQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t("office.dashboard.awaiting.title")} query={query}>
      {({ awaiting }) => (
        <>
          <KeyFigures
            figures={[
              { term: t("office.dashboard.awaiting.orders"), value: awaiting.orders },
              { term: t("office.dashboard.awaiting.due"), value: pesos(awaiting.dueCentavos) },
            ]}
          />
          <OfficeTable
            wide
            caption={t("office.dashboard.awaiting.caption")}
            headers={[
              t("office.dashboard.awaiting.method"),
              t("office.dashboard.awaiting.orders"),
              t("office.dashboard.awaiting.due"),
            ]}
            rows={awaiting.methods}
            rowKey={(method) => method.method}
            cells={(method) => [
              t(`office.dashboard.awaiting.methods.${method.method}`),
              method.orders,
              pesos(method.dueCentavos),
            ]}
          />
          <p className="text-sm">
            {awaiting.nextHoldEnd
              ? t("office.dashboard.awaiting.nextHoldEnd", {
                  time: parkDateTime(awaiting.nextHoldEnd, language),
                })
              : t("office.dashboard.awaiting.noHolds")}
          </p>
          <p>
            <Link to="/office/orders?status=AWAITING_PAYMENT" className="text-lake-800 underline">
              {t("office.dashboard.awaiting.list")}
            </Link>
          </p>
        </>
      )}
    </Panel>
  );
}
