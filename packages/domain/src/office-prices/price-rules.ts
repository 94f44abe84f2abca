import { colorPrice, rangeEndIssue } from "../catalog.ts";
import type { PriceColor } from "../constants.ts";
import { addDays, type IsoDate } from "../dates.ts";
import { centavosToPesos, pesosToCentavos } from "../money.ts";
import type { FieldIssue } from "../quote/date-limits.ts";
import { type DateTariff, TARIFF_FIELDS } from "./price-changes.ts";

/**
 * Why a range an admin changes cannot be used, as field issues (empty when it can): the prices of days
 * already gone stay as they were, the end is not before the start, and the range spans at most two
 * years (the same bound as every catalog range, MAX_RANGE_YEARS).
 */
export function rangeIssues(startDate: IsoDate, endDate: IsoDate, today: IsoDate): FieldIssue[] {
  if (startDate < today) return [{ path: "startDate", message: "date_in_past" }];
  return endIssues(startDate, endDate);
}

/**
 * The same checks for an activity price period, which may have started already (it is in force from its
 * start): only its end must be today or later, so a period that is over is left as it was sold.
 */
export function periodIssues(startDate: IsoDate, endDate: IsoDate, today: IsoDate): FieldIssue[] {
  if (endDate < today) return [{ path: "endDate", message: "date_in_past" }];
  return endIssues(startDate, endDate);
}

function endIssues(startDate: IsoDate, endDate: IsoDate): FieldIssue[] {
  const issue = rangeEndIssue(startDate, endDate);
  return issue ? [{ path: "endDate", message: issue }] : [];
}

/** A calendar date as the office rules see it: its colour and tariff, in centavos. */
export type TariffRow = { date: IsoDate; color: PriceColor } & DateTariff;

function tariffOf(row: DateTariff): DateTariff {
  const tariff = {} as Record<keyof DateTariff, number>;
  for (const field of TARIFF_FIELDS) tariff[field] = row[field];
  return tariff;
}

/** A full (BLACK) tariff less a colour's discount, each price rounded to whole pesos (decision 0003). */
export function discountedTariff(full: DateTariff, color: PriceColor): DateTariff {
  const tariff = {} as Record<keyof DateTariff, number>;
  for (const field of TARIFF_FIELDS) {
    tariff[field] = pesosToCentavos(colorPrice(centavosToPesos(full[field]), color));
  }
  return tariff;
}

/**
 * For each date (ascending), the tariff of the nearest row of the colour: the latest dated on or before
 * it, else the first after it. So a painted date takes the prices its colour has around it, including a
 * tariff the admin changed from some date on.
 */
function nearestTariffs(rows: readonly TariffRow[], color: PriceColor, dates: readonly IsoDate[]) {
  const ofColor = rows.filter((row) => row.color === color).sort((a, b) => a.date.localeCompare(b.date));
  const first = ofColor[0];
  if (!first) return undefined;
  let latest: TariffRow | undefined;
  let next = 0;
  return dates.map((date) => {
    for (let row = ofColor[next]; row && row.date <= date; row = ofColor[++next]) latest = row;
    return tariffOf(latest ?? first);
  });
}

/**
 * The rows of the dates (ascending) painted `color`, priced from the rows as they are before the paint:
 * the nearest date of that colour; when no date has it, the nearest BLACK date less the colour's discount
 * (decision 0003). Undefined when neither exists: the colour has no tariff to give.
 */
export function paintedRows(
  rows: readonly TariffRow[],
  color: PriceColor,
  dates: readonly IsoDate[],
): TariffRow[] | undefined {
  const tariffs =
    nearestTariffs(rows, color, dates) ??
    (color === "BLACK"
      ? undefined
      : nearestTariffs(rows, "BLACK", dates)?.map((full) => discountedTariff(full, color)));
  return tariffs?.map((tariff, i) => ({ ...tariff, date: dates[i] as IsoDate, color }));
}

type Period = { id: number; startDate: IsoDate; endDate: IsoDate };

/**
 * A stored period sharing a day with the candidate (other than the period being replaced): periods must
 * not overlap, or two prices would claim the same date and the one charged would depend on their order.
 */
export function overlappingPeriod<P extends Period>(
  periods: readonly P[],
  candidate: { id: number | null; startDate: IsoDate; endDate: IsoDate },
): P | undefined {
  return periods.find(
    (period) =>
      period.id !== candidate.id &&
      period.startDate <= candidate.endDate &&
      candidate.startDate <= period.endDate,
  );
}

/**
 * Each colour's tariff as the visitor's tariff cards show it (001 §4, tariffPerColor): the first date of
 * the colour from today on, else the latest before; null for a colour no date has. The office's tariff
 * editor starts from these.
 */
export function currentTariffs(
  rows: readonly TariffRow[],
  today: IsoDate,
): Record<PriceColor, DateTariff | null> {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const pick = (color: PriceColor) => {
    const ofColor = sorted.filter((row) => row.color === color);
    const chosen = ofColor.find((row) => row.date >= today) ?? ofColor.at(-1);
    return chosen ? tariffOf(chosen) : null;
  };
  return { BLACK: pick("BLACK"), BLUE: pick("BLUE"), RED: pick("RED"), YELLOW: pick("YELLOW") };
}

export function sameTariff(a: DateTariff, b: DateTariff): boolean {
  return TARIFF_FIELDS.every((field) => a[field] === b[field]);
}

/** A run of consecutive dates with one colour and one tariff, both ends included. */
export type TariffRun = { startDate: IsoDate; endDate: IsoDate; color: PriceColor } & DateTariff;

/**
 * Rows (ascending) folded into runs of consecutive days alike: how an audit entry records the prices a
 * change replaced across a long range in a few lines instead of one per day.
 */
export function tariffRuns(rows: readonly TariffRow[]): TariffRun[] {
  const runs: TariffRun[] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && addDays(last.endDate, 1) === row.date && last.color === row.color && sameTariff(last, row)) {
      last.endDate = row.date;
    } else {
      runs.push({ startDate: row.date, endDate: row.date, color: row.color, ...tariffOf(row) });
    }
  }
  return runs;
}
