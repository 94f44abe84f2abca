import type { ArrivalsListDto } from "@park/domain/office-reports/report-dto.ts";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { gateTime } from "../../gate/gate-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import { PrintArea } from "../../shell/components/print-area.tsx";
import { QueryState } from "../../shell/components/query-state.tsx";
import { useArrivalsList } from "../hooks/use-reports.ts";
import { DayForm } from "./day-form.tsx";
import { PrintButton } from "./print-button.tsx";

const COLUMNS = ["code", "holder", "persons", "stay", "units", "activities", "plate", "checkedIn"] as const;

type ArrivalTime = ArrivalsListDto["times"][number];

/** One arrival time's visits, by code, as the gate checks them at the door. */
function TimeList({ time, date }: { time: ArrivalTime; date: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const label = t(`office.gate.visit.arrivalTimes.${time.arrivalTime}`);
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="font-semibold text-lg">
        {t("office.reports.arrivals.time", {
          time: label,
          visits: time.visits,
          persons: time.persons,
          checkedIn: time.checkedIn,
        })}
      </h2>
      {time.list.length === 0 ? (
        <p>{t("office.reports.arrivals.none")}</p>
      ) : (
        <OfficeTable
          wide
          caption={t("office.reports.arrivals.caption", {
            time: label,
            date: formatVisitDate(date, language),
          })}
          headers={COLUMNS.map((column) => t(`office.reports.arrivals.${column}`))}
          rows={time.list}
          rowKey={(visit) => visit.code}
          cells={(visit) => [
            visit.code,
            visit.holder || "—",
            visit.numberOfPersons,
            t(`office.gate.stayTypes.${visit.stayType}`),
            visit.units.join(", ") || "—",
            visit.activities
              .map((activity) =>
                t("office.gate.activity", {
                  name: t(`office.gate.activityNames.${activity.type}`),
                  quantity: activity.quantity,
                  date: formatVisitDate(activity.date, language),
                  hour: activity.startHour,
                }),
              )
              .join("; ") || "—",
            visit.vehiclePlate ?? "—",
            visit.checkIn ? gateTime(visit.checkIn.checkedInAt) : t("office.reports.no"),
          ]}
          cellClass={(_, column) => (column === 0 ? "font-mono" : "")}
        />
      )}
    </section>
  );
}

/** /office/arrivals (gate, front desk): a day's arrivals per arrival time, printable for the gate. */
export default function ArrivalsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? undefined;
  const list = useArrivalsList(asked);
  const date = list.data?.date ?? asked;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start gap-4 print:hidden">
        {date ? (
          <DayForm
            key={date}
            label={t("office.reports.arrivals.date")}
            show={t("office.reports.show")}
            date={date}
            onShow={(next) => setParams({ date: next })}
          />
        ) : null}
        {list.data ? <PrintButton label={t("office.reports.print")} className="mt-6" /> : null}
      </div>
      <PrintArea className="grid gap-4">
        <h1 className="font-bold text-2xl text-forest-900">
          {date
            ? t("office.reports.arrivals.title", { date: formatVisitDate(date, language) })
            : t("office.reports.arrivals.heading")}
        </h1>
        <QueryState query={list}>
          {(data) => (
            <>
              <p className="text-sm text-stone-700">
                {t("office.reports.arrivals.readAt", { time: gateTime(data.readAt) })}
              </p>
              {data.times.map((time) => (
                <TimeList key={time.arrivalTime} time={time} date={data.date} />
              ))}
            </>
          )}
        </QueryState>
      </PrintArea>
    </div>
  );
}
