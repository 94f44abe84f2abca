import type { Language } from "@park/domain/constants.ts";
import type { ArrivalTimeLoad, DayLoad } from "@park/domain/office-today/day-overview.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import type { TodayTexts } from "../today-texts.ts";

function loadText(texts: TodayTexts, load: ArrivalTimeLoad): string {
  return texts.load(load.paidPersons, load.heldPersons, load.limit, load.left);
}

/** The columns that say how full an arrival time is, with that arrival time's load. */
const LOAD_COLUMNS = new Map<number, "DAY" | "NIGHT">([
  [2, "DAY"],
  [4, "NIGHT"],
]);

/** Arrivals per day and arrival time against the DAY and NIGHT capacity; a full date is marked in words. */
export function ArrivalsTable(props: { days: DayLoad[]; texts: TodayTexts; language: Language }) {
  const { days, texts, language } = props;
  return (
    <OfficeTable
      wide
      caption={texts.arrivalsCaption}
      captionClass="mb-2 text-left text-stone-700"
      headers={[texts.date, texts.dayArrivals, texts.dayCapacity, texts.nightArrivals, texts.nightCapacity]}
      rows={days}
      rowKey={(day) => day.date}
      cells={(day) => [
        formatVisitDate(day.date, language),
        texts.visits(day.DAY.arrivingVisits, day.DAY.arrivingPersons),
        loadText(texts, day.DAY),
        texts.visits(day.NIGHT.arrivingVisits, day.NIGHT.arrivingPersons),
        loadText(texts, day.NIGHT),
      ]}
      cellClass={(day, column) => {
        const time = LOAD_COLUMNS.get(column);
        if (column === 0) return "whitespace-nowrap";
        return time && day[time].left === 0 ? "bg-red-50 font-semibold text-red-900" : "";
      }}
    />
  );
}
