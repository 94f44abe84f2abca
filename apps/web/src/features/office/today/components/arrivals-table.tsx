import type { Language } from "@park/domain/constants.ts";
import type { ArrivalTimeLoad, DayLoad } from "@park/domain/office-today/day-overview.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";

function loadText(t: TFunction, load: ArrivalTimeLoad): string {
  return load.limit === null
    ? t("office.today.loadUnlimited", { paid: load.paidPersons, held: load.heldPersons })
    : t("office.today.load", {
        paid: load.paidPersons,
        held: load.heldPersons,
        limit: load.limit,
        left: load.left,
      });
}

const COLUMNS = ["date", "dayArrivals", "dayCapacity", "nightArrivals", "nightCapacity"] as const;

/** The columns that say how full an arrival time is, with that arrival time's load. */
const LOAD_COLUMNS = new Map<number, "DAY" | "NIGHT">([
  [2, "DAY"],
  [4, "NIGHT"],
]);

/** Arrivals per day and arrival time against the DAY and NIGHT capacity; a full date is marked in words. */
export function ArrivalsTable(props: { days: DayLoad[]; t: TFunction; language: Language }) {
  const { days, t, language } = props;
  return (
    <OfficeTable
      wide
      caption={t("office.today.arrivalsCaption")}
      captionClass="mb-2 text-left text-stone-700"
      headers={COLUMNS.map((column) => t(`office.today.${column}`))}
      rows={days}
      rowKey={(day) => day.date}
      cells={(day) => [
        formatVisitDate(day.date, language),
        t("office.today.visits", { visits: day.DAY.arrivingVisits, persons: day.DAY.arrivingPersons }),
        loadText(t, day.DAY),
        t("office.today.visits", { visits: day.NIGHT.arrivingVisits, persons: day.NIGHT.arrivingPersons }),
        loadText(t, day.NIGHT),
      ]}
      cellClass={(day, column) => {
        const time = LOAD_COLUMNS.get(column);
        if (column === 0) return "whitespace-nowrap";
        return time && day[time].left === 0 ? "bg-red-50 font-semibold text-red-900" : "";
      }}
    />
  );
}
