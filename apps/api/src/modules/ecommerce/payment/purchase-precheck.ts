import type { Clock } from "@park/domain/dates.ts";
import { admittedPersons, capacityExceeded } from "@park/domain/quote/capacity-dates.ts";
import { AppError } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { capacityToCheck, lodgingToCount } from "../quotes/answer-reads.ts";
import { quoteProducts, quoteVisit } from "../quotes/mapper.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PurchaseReads } from "./purchase-reads.ts";

/** More sales of the same stock than this at once are never held back by the gate: the stock is not scarce. */
export const MAX_GATE_SLOTS = 8;

/**
 * The stock a quote's sale takes, as the purchase gate groups sales: quotes of the same visit (kind of stay,
 * dates, arrival time) want the same unit-nights and admission places. Quotes of overlapping but different
 * visits get different keys; the gate then does not hold them back, and the sale's transaction still decides.
 */
export function stockKey(quote: QuoteRecord): string {
  return [quote.stayType, quote.arrivalDate, quote.departureDate ?? "", quote.arrivalTime].join("|");
}

/**
 * The payment's cheap look before any call to the provider (decision 0031): with the lodging units and
 * admission places others hold or bought as committed now, and no lock, it refuses a quote that cannot be
 * sold with the answer the sale's transaction would give (409 can_not_save_reservation, naming the chosen
 * units lost, or capacity_full), and otherwise tells how many sales like this one the stock still has room
 * for (at most MAX_GATE_SLOTS). It may only refuse: the sale's transaction checks everything again under
 * its locks, and only that lets a sale through.
 */
export function createPurchasePrecheck(deps: {
  store: EcommerceStore;
  reads: PurchaseReads;
  catalog: CatalogSnapshot;
  clock: Clock;
}) {
  const { store, reads, catalog, clock } = deps;

  /** The chosen units of the quote other quotes now hold or bought, in the order chosen. */
  async function lostChosenUnits(quote: QuoteRecord, nights: { first: string; last: string }, now: Date) {
    const chosen = await reads.chosenUnits(quote.id);
    if (chosen.length === 0) return [];
    const taken = await store.unitNights.taken({
      nights,
      now,
      unitIds: chosen.map((u) => u.unitId),
      exceptQuoteId: quote.id,
    });
    const takenIds = new Set(taken.map((t) => t.unitId));
    return chosen.filter((u) => takenIds.has(u.unitId)).map((u) => u.name);
  }

  /** How many quotes like this one the free units of its kind still hold on every night of the stay. */
  async function lodgingSlots(quote: QuoteRecord, now: Date): Promise<number> {
    const lodging = lodgingToCount(quoteVisit(quote), quoteProducts(quote));
    if (!lodging) return MAX_GATE_SLOTS;
    const taken = await reads.takenPerNight({
      kind: lodging.kind,
      nights: lodging.nights,
      now,
      quoteId: quote.id,
    });
    const inventory = (await catalog.current()).unitsOf(lodging.kind).length;
    const free = inventory - Math.max(0, ...taken.map((n) => n.units));
    const slots = Math.floor(free / lodging.wanted);
    if (slots > 0) return Math.min(slots, MAX_GATE_SLOTS);
    const unavailable = await lostChosenUnits(quote, lodging.nights, now);
    throw new AppError(409, "can_not_save_reservation", unavailable.length > 0 ? { unavailable } : {});
  }

  /** How many quotes like this one the admission capacity of its dates still admits. */
  async function capacitySlots(quote: QuoteRecord, now: Date): Promise<number> {
    const visit = quoteVisit(quote);
    const range = capacityToCheck(visit);
    if (!range) return MAX_GATE_SLOTS;
    // Side by side: outside a transaction each read has its own connection.
    const [visits, limits] = await Promise.all([
      store.capacities.countedVisits(range, now, quote.id),
      store.capacities.limits(range),
    ]);
    const admitted = admittedPersons(visits);
    let slots = 0;
    while (
      slots < MAX_GATE_SLOTS &&
      capacityExceeded(visit, (slots + 1) * visit.numberOfPersons, admitted, limits).length === 0
    ) {
      slots++;
    }
    if (slots === 0) throw new AppError(409, "capacity_full");
    return slots;
  }

  return {
    /** Refuses an OPEN quote its stock can no longer sell; else how many such sales may run at once. */
    async slots(quote: QuoteRecord): Promise<number> {
      const now = clock();
      // The sale reports lost lodging before a full capacity: the same order here, and a loser of the
      // last unit costs one read.
      const lodging = await lodgingSlots(quote, now);
      return Math.min(lodging, await capacitySlots(quote, now));
    },
  };
}

export type PurchasePrecheck = ReturnType<typeof createPurchasePrecheck>;
