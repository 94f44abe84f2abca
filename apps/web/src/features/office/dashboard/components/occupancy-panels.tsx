import type { Language } from "@park/domain/constants.ts";
import type { DashboardOccupancyDto } from "@park/domain/office-dashboard/dashboard-dto.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { codeText } from "../../../../shared/i18n/code-text.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { manifestPath } from "../../reports/report-paths.ts";
import { BUTTON_CLASSES, SECONDARY_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import { ActivitySlots } from "../../today/components/activity-slots.tsx";
import { activitiesChart, lodgingChart } from "../chart-data.ts";
import { chartCount, chartLocale } from "../dashboard-format.ts";
import { ChartSlot } from "./chart-slot.tsx";
import { KeyFigures, Panel } from "./panel.tsx";

type OccupancyQuery = UseQueryResult<DashboardOccupancyDto>;
type Night = DashboardOccupancyDto["lodging"][number];
type KindNight = Night["total"];

function unitsText(t: TFunction, units: KindNight): string {
  return t("office.dashboard.lodging.cell", units);
}

/** Each night's units per kind and in all, as a table: the lodging chart's figures. */
export function LodgingTable(props: { nights: readonly Night[]; t: TFunction; language: Language }) {
  const { nights, t, language } = props;
  const kinds = nights[0]?.kinds.map((kind) => kind.kind) ?? [];
  return (
    <OfficeTable
      wide
      caption={t("office.dashboard.lodging.caption")}
      captionClass="mb-2 text-left text-stone-700"
      headers={[
        t("office.dashboard.lodging.night"),
        ...kinds.map((kind) => t(`office.gate.stayTypes.${kind}`)),
        t("office.dashboard.lodging.total"),
      ]}
      rows={nights}
      rowKey={(night) => night.night}
      cells={(night) => [
        formatVisitDate(night.night, language),
        ...night.kinds.map((kind) => unitsText(t, kind)),
        unitsText(t, night.total),
      ]}
      cellClass={(night, column) =>
        column === 0 ? "whitespace-nowrap" : night.total.free === 0 ? "font-semibold text-red-900" : ""
      }
    />
  );
}

/** Lodging per night: sold, held, blocked and free of the 37 units, in all and per kind. */
export function LodgingPanel({ query }: { query: OccupancyQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t("office.dashboard.lodging.title")} query={query} className="lg:col-span-2">
      {(occupancy) => {
        const tonight = occupancy.lodging[0]?.total;
        return (
          <>
            {tonight ? (
              <KeyFigures
                figures={[
                  {
                    term: t("office.dashboard.lodging.freeTonight"),
                    value: t("office.dashboard.ofTotal", { value: tonight.free, total: tonight.units }),
                  },
                  { term: t("office.dashboard.lodging.soldTonight"), value: tonight.sold },
                  { term: t("office.dashboard.lodging.heldTonight"), value: tonight.held },
                  { term: t("office.dashboard.lodging.blockedTonight"), value: tonight.blocked },
                ]}
              />
            ) : null}
            <ChartSlot
              name={t("office.dashboard.lodging.chart")}
              data={lodgingChart(occupancy, t, language)}
              locale={chartLocale(language)}
              format={chartCount}
            />
            <LodgingTable nights={occupancy.lodging} t={t} language={language} />
          </>
        );
      }}
    </Panel>
  );
}

/** The day whose slots the activities panel shows, as the address keeps it (?slots=), else the first. */
function chosenDay(occupancy: DashboardOccupancyDto, asked: string | null) {
  return occupancy.activities.find((day) => day.date === asked) ?? occupancy.activities[0];
}

/** Activity places per slot of one of the 8 days, chosen by its button: a chart and a table with each manifest. */
export function ActivitiesPanel({ query }: { query: OccupancyQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  return (
    <Panel title={t("office.dashboard.activities.title")} query={query} className="lg:col-span-2">
      {(occupancy) => {
        const day = chosenDay(occupancy, params.get("slots"));
        if (!day) return <p>{t("office.dashboard.activities.none")}</p>;
        const { slots } = day;
        const places = slots.reduce((sum, slot) => sum + slot.units, 0);
        const taken = slots.reduce((sum, slot) => sum + slot.sold + slot.held, 0);
        return (
          <>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-1 text-sm font-semibold">{t("office.dashboard.activities.day")}</legend>
              {occupancy.activities.map(({ date }) => (
                <button
                  key={date}
                  type="button"
                  aria-pressed={date === day.date}
                  onClick={() =>
                    setParams((current) => ({ ...Object.fromEntries(current), slots: date }), {
                      replace: true,
                    })
                  }
                  className={date === day.date ? BUTTON_CLASSES : SECONDARY_BUTTON_CLASSES}
                >
                  {formatVisitDate(date, language)}
                </button>
              ))}
            </fieldset>
            <KeyFigures
              figures={[
                {
                  term: t("office.dashboard.activities.taken"),
                  value: t("office.dashboard.ofTotal", { value: taken, total: places }),
                },
                {
                  term: t("office.dashboard.activities.full"),
                  value: t("office.dashboard.ofTotal", {
                    value: slots.filter((slot) => slot.left === 0).length,
                    total: slots.length,
                  }),
                },
              ]}
            />
            <ChartSlot
              name={t("office.dashboard.activities.chart", { date: formatVisitDate(day.date, language) })}
              data={activitiesChart(slots, t)}
              locale={chartLocale(language)}
              format={chartCount}
            />
            <ActivitySlots
              activities={[day]}
              t={t}
              language={language}
              slotLink={{
                header: t("office.dashboard.activities.manifest"),
                cell: (date, slot) => (
                  // The column says which slot; the link's full name says it to a screen reader's list of links.
                  <Link
                    to={manifestPath(date, slot.scheduleId)}
                    aria-label={t("office.dashboard.activities.openManifest", {
                      activity: codeText("office.today.activityNames", slot.type),
                      hour: slot.startHour,
                      date: formatVisitDate(date, language),
                    })}
                    className="text-lake-800 underline"
                  >
                    {t("office.dashboard.activities.manifest")}
                  </Link>
                ),
              }}
            />
          </>
        );
      }}
    </Panel>
  );
}
