import { Link } from "react-router";
import { codeText } from "../../../../shared/i18n/code-text.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { useDashboardOccupancy } from "../../dashboard/hooks/use-dashboard.ts";
import { QueryState } from "../../shell/components/query-state.tsx";
import { manifestPath } from "../report-paths.ts";
import { DayForm } from "./day-form.tsx";

/** A day's activity slots, each a link to its printable manifest. */
export function DaySlots({ date, onShow }: { date: string; onShow: (date: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const occupancy = useDashboardOccupancy(true, { from: date, nights: 1 });
  return (
    <>
      <DayForm
        key={date}
        label={t("office.reports.manifests.date")}
        show={t("office.reports.manifests.show")}
        date={date}
        onShow={onShow}
      />
      <QueryState query={occupancy}>
        {({ activities }) => {
          const slots = activities[0]?.slots ?? [];
          if (slots.length === 0) return <p>{t("office.reports.manifests.none")}</p>;
          return (
            <ul className="grid gap-1 sm:grid-cols-2">
              {slots.map((slot) => (
                <li key={slot.scheduleId}>
                  <Link to={manifestPath(date, slot.scheduleId)} className="text-lake-800 underline">
                    {t("office.dashboard.activities.openManifest", {
                      activity: codeText("office.today.activityNames", slot.type),
                      hour: slot.startHour,
                      date: formatVisitDate(date, language),
                    })}
                  </Link>{" "}
                  <span className="text-stone-700">
                    {t("office.reports.manifests.places", { sold: slot.sold, units: slot.units })}
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </>
  );
}
