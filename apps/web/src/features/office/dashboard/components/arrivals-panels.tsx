import type { DashboardArrivalsDto } from "@park/domain/office-dashboard/dashboard-dto.ts";
import type { ArrivalTimeLoad } from "@park/domain/office-today/day-overview.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { errorMessage } from "../../../../shared/api/api-error.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { gateTime } from "../../gate/gate-format.ts";
import { ArrivalsTable } from "../../today/components/arrivals-table.tsx";
import { arrivalsChart } from "../chart-data.ts";
import { chartCount, chartLocale } from "../dashboard-format.ts";
import { ChartSlot } from "./chart-slot.tsx";
import { KeyFigures, Panel } from "./panel.tsx";

type ArrivalsQuery = UseQueryResult<DashboardArrivalsDto>;

/** Who is in the park now, from the gate's check-ins; read again every minute. */
export function InParkPanel({ query }: { query: ArrivalsQuery }) {
  const { t } = useTranslation();
  return (
    <Panel title={t("office.dashboard.inPark.title")} query={query}>
      {({ inPark, readAt }) => (
        <>
          <KeyFigures
            figures={[
              { term: t("office.dashboard.inPark.persons"), value: inPark.inParkPersons },
              { term: t("office.dashboard.inPark.visits"), value: inPark.inParkVisits },
              {
                term: t("office.dashboard.inPark.checkedIn"),
                value: t("office.dashboard.ofTotal", {
                  value: inPark.checkedInVisits,
                  total: inPark.expectedVisits,
                }),
              },
            ]}
          />
          <p className="text-sm text-stone-700">
            {t("office.dashboard.inPark.detail", {
              checkedIn: inPark.checkedInPersons,
              expected: inPark.expectedPersons,
            })}
          </p>
          <p className="text-sm text-stone-700">
            {t("office.dashboard.inPark.readAt", { time: gateTime(readAt) })}
          </p>
          {query.isError ? (
            <p role="alert" className="text-red-800">
              {t("office.dashboard.refreshFailed", { message: errorMessage(query.error) })}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}

function todayLoad(t: TFunction, load: ArrivalTimeLoad | undefined): string {
  if (!load) return "—";
  const counted = load.paidPersons + load.heldPersons;
  return load.limit === null
    ? t("office.dashboard.arrivals.unlimited", { value: counted })
    : t("office.dashboard.ofTotal", { value: counted, total: load.limit });
}

/** Today and the next 7 days: arrivals against the DAY and NIGHT capacity, as a chart and as a table. */
export function ArrivalsPanel({ query }: { query: ArrivalsQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t("office.dashboard.arrivals.title")} query={query} className="lg:col-span-2">
      {(arrivals) => {
        const today = arrivals.days[0];
        return (
          <>
            <KeyFigures
              figures={[
                { term: t("office.dashboard.arrivals.dayToday"), value: todayLoad(t, today?.DAY) },
                { term: t("office.dashboard.arrivals.nightToday"), value: todayLoad(t, today?.NIGHT) },
                {
                  term: t("office.dashboard.arrivals.arrivingToday"),
                  value: (today?.DAY.arrivingPersons ?? 0) + (today?.NIGHT.arrivingPersons ?? 0),
                },
              ]}
            />
            <ChartSlot
              name={t("office.dashboard.arrivals.chart")}
              data={arrivalsChart(arrivals, t, language)}
              locale={chartLocale(language)}
              format={chartCount}
            />
            <ArrivalsTable days={arrivals.days} t={t} language={language} />
          </>
        );
      }}
    </Panel>
  );
}
