import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { LodgingTable } from "../../dashboard/components/occupancy-panels.tsx";
import { QueryState } from "../../shell/components/query-state.tsx";
import { ScrollRegion } from "../../shell/components/scroll-region.tsx";
import { useParkToday } from "../../shell/hooks/use-park-today.ts";
import { useOccupancyReport } from "../hooks/use-reports.ts";
import { arrivalsListPath } from "../report-paths.ts";
import { type ReportRange, rangeOfParams } from "../report-range.ts";
import { DaySlots } from "./day-slots.tsx";
import { PaymentsExport } from "./payments-export.tsx";
import { ReportRangeForm } from "./report-range-form.tsx";

const SECTION =
  "grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-stone-200 bg-white p-4";

/** The reports once today in the park is known: the range the address keeps, or this month so far. */
function Reports({ today }: { today: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const range = rangeOfParams(params, today);
  const occupancy = useOccupancyReport(range);
  const slotsDate = params.get("slots") ?? today;

  function show(next: Partial<ReportRange> & { slots?: string }) {
    setParams({ ...Object.fromEntries(params), ...range, ...next });
  }

  return (
    <>
      <ReportRangeForm key={`${range.from} ${range.to}`} range={range} t={t} onShow={show} />
      <section aria-labelledby={`${id}-payments`} className={SECTION}>
        <h2 id={`${id}-payments`} className="font-semibold text-lg">
          {t("office.reports.payments.title")}
        </h2>
        <PaymentsExport range={range} />
      </section>
      <section aria-labelledby={`${id}-occupancy`} className={SECTION}>
        <h2 id={`${id}-occupancy`} className="font-semibold text-lg">
          {t("office.reports.occupancy")}
        </h2>
        <QueryState query={occupancy}>
          {(report) => (
            <ScrollRegion label={t("office.dashboard.lodging.caption")}>
              <LodgingTable nights={report.nights} t={t} language={language} />
            </ScrollRegion>
          )}
        </QueryState>
      </section>
      <section aria-labelledby={`${id}-manifests`} className={SECTION}>
        <h2 id={`${id}-manifests`} className="font-semibold text-lg">
          {t("office.reports.manifests.title")}
        </h2>
        <DaySlots date={slotsDate} onShow={(slots) => show({ slots })} />
      </section>
      <p>
        <Link to={arrivalsListPath(today)} className="text-lake-800 underline">
          {t("office.reports.arrivalsLink")}
        </Link>
      </p>
    </>
  );
}

/** /office/reports (front desk): payments and refunds to download, occupancy by night, the slots' manifests. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const today = useParkToday();
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl text-forest-900">{t("office.reports.title")}</h1>
      <QueryState query={today}>{(date) => <Reports today={date} />}</QueryState>
    </div>
  );
}
