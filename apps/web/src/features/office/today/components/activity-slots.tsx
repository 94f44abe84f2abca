import type { Language } from "@park/domain/constants.ts";
import type { TodayOverviewDto } from "@park/domain/office-today/today-overview-dto.ts";
import { codeText } from "../../../../shared/i18n/code-text.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";

const COLUMNS = ["activity", "hour", "capacity", "sold", "held", "left"] as const;

/** Places of every activity slot, one table per date. */
export function ActivitySlots(props: {
  activities: TodayOverviewDto["activities"];
  t: TFunction;
  language: Language;
}) {
  const { activities, t, language } = props;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {activities.map((day) => (
        <OfficeTable
          key={day.date}
          scrolls={false}
          caption={t("office.today.activitiesCaption", { date: formatVisitDate(day.date, language) })}
          captionClass="mb-1 text-left font-semibold"
          headers={COLUMNS.map((column) => t(`office.today.${column}`))}
          rows={day.slots}
          rowKey={(slot) => slot.scheduleId}
          cells={(slot) => [
            // An activity the office has no name for shows its code.
            codeText("office.today.activityNames", slot.type),
            slot.startHour,
            slot.units,
            slot.sold,
            slot.held,
            slot.left,
          ]}
          rowClass={(slot) => (slot.left === 0 ? "bg-red-50 text-red-900" : "")}
        />
      ))}
    </div>
  );
}
