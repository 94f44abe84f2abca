import { addDays, type IsoDate } from "../dates.ts";

/**
 * The first arrival date that can be bought (000 §9 "Purchases at least 24 hours ahead"): the park's
 * tomorrow. A whole calendar day ahead is the reading both the calendar and the server use, so a
 * visitor never picks a day the server refuses; see docs/decisions/0005-capacity-dates.md.
 */
export function earliestArrival(today: IsoDate): IsoDate {
  return addDays(today, 1);
}
