import type { ArrivalTime } from "../constants.ts";
import type { IsoDate } from "../dates.ts";
import type { Centavos } from "../money.ts";
import type { AdmissionUnit } from "./admission.ts";

/**
 * The pricing terms of a SPECIAL promotion (000 §3 Promotion), prices per person in centavos.
 * arrivalTime null means the promotion accepts either arrival time.
 */
export interface SpecialPromotionTerms {
  startDate: IsoDate;
  endDate: IsoDate;
  arrivalTime: ArrivalTime | null;
  /** true: the dates only decide whether the code can be used (arrival inside them), and then every
   * date of the visit gets the promotion price; false: only the visit's dates inside them do. */
  datesValidityOnly: boolean;
  pricePerDay: Centavos;
  pricePerNight: Centavos;
}

function within(date: IsoDate, terms: SpecialPromotionTerms): boolean {
  return terms.startDate <= date && date <= terms.endDate;
}

/** The promotion applies as is when the arrival falls in its dates and its arrival time matches. */
export function promotionMatchesVisit(
  terms: SpecialPromotionTerms,
  visit: { arrivalDate: IsoDate; arrivalTime: ArrivalTime | null },
): boolean {
  const timeMatches = terms.arrivalTime === null || terms.arrivalTime === visit.arrivalTime;
  return timeMatches && within(visit.arrivalDate, terms);
}

/**
 * What one person saves: on each promoted admission, the regular price minus the promotion price.
 * A promotion price above the regular one saves nothing rather than charging more.
 */
export function promotionDiscountPerPerson(
  terms: SpecialPromotionTerms,
  units: readonly AdmissionUnit[],
): Centavos {
  return units.reduce((sum, unit) => {
    if (!terms.datesValidityOnly && !within(unit.date, terms)) return sum;
    const promoted = unit.kind === "day" ? terms.pricePerDay : terms.pricePerNight;
    return sum + Math.max(0, unit.price - promoted);
  }, 0);
}
