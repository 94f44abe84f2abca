import type { StayType } from "../constants.ts";
import { addDays, daysBetween, type IsoDate } from "../dates.ts";
import { EMPTY_PRODUCTS, LODGING_COUNT_FIELD } from "../pricing/product-counts.ts";
import { maxLodgingUnits, selectLodgingType } from "./lodging-choice.ts";
import { clampPersons, minimumUnits } from "./persons-rules.ts";
import { isLodgingStay, newLocalQuote, type QuoteDraft } from "./quote-draft.ts";

/**
 * Choosing a stay type (000 §4 New quote and stay type): the quote is reset to an empty one and then
 * given the visit: the arrival, arrival time and persons of before, the new type and its departure.
 * - day pass: departure = arrival, and the arrival is DAY: a day pass ends at 6:00 pm, so a night arrival
 *   (the new quote's default) would buy nothing;
 * - any other type: the previous departure when the previous type was not a day pass, else
 *   arrival + 1; a departure not after the arrival (e.g. lodging chosen while arrival equals
 *   departure) moves to the next day, since these stays need a night;
 * - lodging: the type's count as selectLodgingType decides (1, or the units chosen on the map), but
 *   never fewer than the persons need (000 §5 "Minimum lodging units = persons / 6 rounded up, at least
 *   1"), up to the kind's inventory; persons beyond what that inventory sleeps are cut to it.
 * The server id is kept so the change is sent as an update of the same quote; the 3x2 toggle and the
 * promotion are dropped with the reset.
 */
export function changeStayType(
  previous: QuoteDraft | null,
  stayType: StayType,
  today: IsoDate,
  chosenUnits = 0,
): QuoteDraft {
  const base = previous ?? newLocalQuote(today);
  const { arrivalDate, arrivalTime, numberOfPersons } = base.visit;

  let departureDate: IsoDate;
  if (stayType === "DAY_PASS") {
    departureDate = arrivalDate;
  } else {
    const kept =
      previous !== null && previous.visit.stayType !== "DAY_PASS" ? previous.visit.departureDate : null;
    departureDate = kept !== null && daysBetween(arrivalDate, kept) >= 1 ? kept : addDays(arrivalDate, 1);
  }

  // Only the chosen kind's previous count survives the reset, so choosing it again keeps its units.
  let products = { ...EMPTY_PRODUCTS };
  if (isLodgingStay(stayType)) {
    const field = LODGING_COUNT_FIELD[stayType];
    const selected = selectLodgingType(
      { ...EMPTY_PRODUCTS, [field]: base.products[field] },
      stayType,
      chosenUnits,
    );
    const needed = Math.min(minimumUnits(numberOfPersons), maxLodgingUnits(stayType));
    products = { ...selected, [field]: Math.max(selected[field], needed) };
  }
  return {
    ...newLocalQuote(today),
    id: base.id,
    visit: {
      stayType,
      arrivalDate,
      departureDate,
      arrivalTime: stayType === "DAY_PASS" ? "DAY" : arrivalTime,
      numberOfPersons: clampPersons(numberOfPersons, products),
    },
    products,
  };
}
