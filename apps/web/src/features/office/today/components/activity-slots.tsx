import type { Language } from "@park/domain/constants.ts";
import type { TodayOverviewDto } from "@park/domain/office-today/today-overview-dto.ts";
import type { ReactNode } from "react";
import { codeText } from "../../../../shared/i18n/code-text.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";

const COLUMNS = ["activity", "hour", "capacity", "sold", "held", "left"] as const;

type ActivityDay = TodayOverviewDto["activities"][number];

/** Places of every activity slot, one table per date; `slotLink` adds a last column (the slot's manifest). */
export function ActivitySlots(props: {
  activities: readonly ActivityDay[];
  t: TFunction;
  language: Language;
  slotLink?: { header: string; cell: (date: string, slot: ActivityDay["slots"][number]) => ReactNode };
}) {
  const { activities, t, language, slotLink } = props;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      {activities.map((day) => (
        <OfficeTable
          key={day.date}
          caption={t("office.today.activitiesCaption", { date: formatVisitDate(day.date, language) })}
          captionClass="mb-1 text-left font-semibold"
          headers={[
            ...COLUMNS.map((column) => t(`office.today.${column}`)),
            ...(slotLink ? [slotLink.header] : []),
          ]}
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
            ...(slotLink ? [slotLink.cell(day.date, slot)] : []),
          ]}
          rowClass={(slot) => (slot.left === 0 ? "bg-red-50 text-red-900" : "")}
        />
      ))}
    </div>
  );
}
