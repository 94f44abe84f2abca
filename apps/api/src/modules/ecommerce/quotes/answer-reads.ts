import type { LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { PricingVisit } from "@park/domain/pricing/price-quote.ts";
import { LODGING_COUNT_FIELD, type ProductCounts } from "@park/domain/pricing/product-counts.ts";
import { admittedPersons, type CapacityLimits, capacityExceeded } from "@park/domain/quote/capacity-dates.ts";
import { freeUnits } from "@park/domain/quote/lodging-stock.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import { capacityRange } from "../capacities/capacity-check.ts";
import type { CountedVisit } from "../capacities/repository.ts";
import { nightRange } from "./mapper.ts";

/**
 * What a quote's answer reads besides the quote and its units, to tell whether it can be sold
 * (saleIssues): how many units of its lodging kind other quotes have per night, and the admission
 * capacity of its dates. The quote views read them one query at a time; the quote update reads them in
 * the same statement as its write (quote-update-repository.ts). Both take the capacity limits from the
 * catalog copy (the sale reads them again under its lock) and ask the functions below what to read and
 * what it means, so the answer is the same either way.
 */
export type QuoteAnswerReads = {
  /** Units of the lodging kind others hold or bought, per night; [] when lodgingToCount is null. */
  takenPerNight: readonly { night: IsoDate; units: number }[];
  /** The visits counted on the quote's dates and their limits; null when capacityToCheck is null. */
  capacity: { visits: readonly CountedVisit[]; limits: CapacityLimits } | null;
};

type NightRange = { first: IsoDate; last: IsoDate };

/** The lodging count whose units must be free on every night of the stay, or null when there is none. */
export function lodgingToCount(
  visit: PricingVisit,
  products: ProductCounts,
): { kind: LodgingKind; nights: NightRange; wanted: number } | null {
  const { stayType } = visit;
  const nights = nightRange(visit);
  if (!isLodgingStay(stayType) || !nights) return null;
  const wanted = products[LODGING_COUNT_FIELD[stayType]];
  return wanted === 0 ? null : { kind: stayType, nights, wanted };
}

/** The dates whose admission capacity the quote's persons would take, or null without persons. */
export function capacityToCheck(visit: PricingVisit): NightRange | null {
  return visit.numberOfPersons === 0 ? null : capacityRange(visit);
}

/** Whether the nights have as many free units of the kind as the quote counts (`inventory` units in all). */
export function lodgingCountFits(
  wanted: number,
  inventory: number,
  takenPerNight: QuoteAnswerReads["takenPerNight"],
): boolean {
  return freeUnits(inventory, takenPerNight) >= wanted;
}

/** Whether the quote's persons would go beyond the admission capacity of its dates. */
export function capacityIsFull(visit: PricingVisit, capacity: QuoteAnswerReads["capacity"]): boolean {
  if (!capacity) return false;
  const { visits, limits } = capacity;
  return capacityExceeded(visit, visit.numberOfPersons, admittedPersons(visits), limits).length > 0;
}
