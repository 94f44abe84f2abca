import type { Language } from "@park/domain/constants.ts";
import type { ArrivalTimeLoad, DayLoad } from "@park/domain/office-today/day-overview.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import type { TodayTexts } from "../today-texts.ts";

function loadText(texts: TodayTexts, load: ArrivalTimeLoad): string {
  return texts.load(load.paidPersons, load.heldPersons, load.limit, load.left);
}

/** Arrivals per day and arrival time against the DAY and NIGHT capacity; a full date is marked in words. */
export function ArrivalsTable(props: { days: DayLoad[]; texts: TodayTexts; language: Language }) {
  const { days, texts, language } = props;
  const cell = "border border-stone-300 px-2 py-1 text-left align-top";
  const full = (load: ArrivalTimeLoad) => (load.left === 0 ? "bg-red-50 font-semibold text-red-900" : "");
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-stone-700">{texts.arrivalsCaption}</caption>
        <thead className="bg-sand-100">
          <tr>
            <th scope="col" className={cell}>
              {texts.date}
            </th>
            <th scope="col" className={cell}>
              {texts.dayArrivals}
            </th>
            <th scope="col" className={cell}>
              {texts.dayCapacity}
            </th>
            <th scope="col" className={cell}>
              {texts.nightArrivals}
            </th>
            <th scope="col" className={cell}>
              {texts.nightCapacity}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${cell} whitespace-nowrap`}>
                {formatVisitDate(day.date, language)}
              </th>
              <td className={cell}>{texts.visits(day.DAY.arrivingVisits, day.DAY.arrivingPersons)}</td>
              <td className={`${cell} ${full(day.DAY)}`}>{loadText(texts, day.DAY)}</td>
              <td className={cell}>{texts.visits(day.NIGHT.arrivingVisits, day.NIGHT.arrivingPersons)}</td>
              <td className={`${cell} ${full(day.NIGHT)}`}>{loadText(texts, day.NIGHT)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
