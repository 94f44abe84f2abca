import type { Language } from "@park/domain/constants.ts";
import type { TodayOverviewDto } from "@park/domain/office-today/today-overview-dto.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import type { TodayTexts } from "../today-texts.ts";

/** Places of every activity slot, one table per date. */
export function ActivitySlots(props: {
  activities: TodayOverviewDto["activities"];
  texts: TodayTexts;
  language: Language;
}) {
  const { activities, texts, language } = props;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {activities.map((day) => (
        <OfficeTable
          key={day.date}
          caption={texts.activitiesCaption(formatVisitDate(day.date, language))}
          captionClass="mb-1 text-left font-semibold"
          headers={[texts.activity, texts.hour, texts.capacity, texts.sold, texts.held, texts.left]}
          rows={day.slots}
          rowKey={(slot) => slot.scheduleId}
          cells={(slot) => [
            texts.activityNames[slot.type] ?? slot.type,
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
