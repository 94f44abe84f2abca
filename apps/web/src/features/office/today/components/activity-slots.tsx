import type { Language } from "@park/domain/constants.ts";
import type { TodayOverviewDto } from "@park/domain/office-today/today-overview-dto.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import type { TodayTexts } from "../today-texts.ts";

/** Places of every activity slot, one table per date. */
export function ActivitySlots(props: {
  activities: TodayOverviewDto["activities"];
  texts: TodayTexts;
  language: Language;
}) {
  const { activities, texts, language } = props;
  const cell = "border border-stone-300 px-2 py-1 text-left";
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {activities.map((day) => (
        <table key={day.date} className="border-collapse text-sm">
          <caption className="mb-1 text-left font-semibold">
            {texts.activitiesCaption(formatVisitDate(day.date, language))}
          </caption>
          <thead className="bg-sand-100">
            <tr>
              <th scope="col" className={cell}>
                {texts.activity}
              </th>
              <th scope="col" className={cell}>
                {texts.hour}
              </th>
              <th scope="col" className={cell}>
                {texts.capacity}
              </th>
              <th scope="col" className={cell}>
                {texts.sold}
              </th>
              <th scope="col" className={cell}>
                {texts.held}
              </th>
              <th scope="col" className={cell}>
                {texts.left}
              </th>
            </tr>
          </thead>
          <tbody>
            {day.slots.map((slot) => (
              <tr key={slot.scheduleId} className={slot.left === 0 ? "bg-red-50 text-red-900" : ""}>
                <th scope="row" className={cell}>
                  {texts.activityNames[slot.type] ?? slot.type}
                </th>
                <td className={cell}>{slot.startHour}</td>
                <td className={cell}>{slot.units}</td>
                <td className={cell}>{slot.sold}</td>
                <td className={cell}>{slot.held}</td>
                <td className={cell}>{slot.left}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
