import type { ArrivalTime } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { admittedPersons, type CapacityVisit, capacityExceeded } from "@park/domain/quote/capacity-dates.ts";
import type { CapacitiesRepository } from "./repository.ts";

/** The dates a visit's capacity reading looks at (0005-capacity-dates.md): arrival to departure. */
export function capacityRange(visit: CapacityVisit) {
  return { first: visit.arrivalDate, last: visit.departureDate };
}

/**
 * The dates (per arrival time) on which `persons` more visitors of this visit would go beyond the
 * admission capacity, counting what is sold and held except `exceptQuoteId` (the quote being sold).
 * With persons = 0: the dates already full. One reading for the web's check and the sale's.
 */
export async function capacityOverflow(
  repository: CapacitiesRepository,
  options: { visit: CapacityVisit; persons: number; now: Date; exceptQuoteId?: string },
): Promise<{ arrivalTime: ArrivalTime; date: IsoDate }[]> {
  const { visit, persons, now, exceptQuoteId } = options;
  const range = capacityRange(visit);
  // One after the other: the sale passes its transaction's repository, whose one connection runs a query at a time.
  const visits = await repository.countedVisits(range, now, exceptQuoteId);
  const limits = await repository.limits(range);
  return capacityExceeded(visit, persons, admittedPersons(visits), limits);
}
