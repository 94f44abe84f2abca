import type { LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { coalescedRead } from "../../../infra/coalesced-read.ts";
import { groupBy } from "../../../infra/group-by.ts";
import type { ChosenUnit, QuoteRecord } from "../quotes/quote-record.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";

/** A quote's look at the units of a kind others hold or bought on its nights. */
export type LodgingLook = {
  kind: LodgingKind;
  nights: { first: IsoDate; last: IsoDate };
  now: Date;
  /** The quote looking: its own holds are not counted against it. */
  quoteId: string;
};

const lookKey = (look: LodgingLook) => `${look.kind}|${look.nights.first}|${look.nights.last}`;

/**
 * The reads a payment makes before its sale's transaction (the quote, and the look at its stock), each
 * coalesced (infra/coalesced-read.ts): when 500 visitors pay for the last cabin at once, they are a few
 * statements instead of three each. Outside any transaction only; the sale reads again under its locks.
 */
export function createPurchaseReads(store: EcommerceStore) {
  return {
    quote: coalescedRead<string, QuoteRecord | undefined>(async (ids) => {
      const found = new Map((await store.quotes.byIds(ids)).map((quote) => [quote.id, quote]));
      return ids.map((id) => found.get(id));
    }),

    chosenUnits: coalescedRead<string, ChosenUnit[]>(async (quoteIds) => {
      const chosen = await store.quotes.chosenUnitsOf(quoteIds);
      return quoteIds.map((id) => chosen.get(id) ?? []);
    }),

    /** Per night of the look's range with any, how many units of the kind other quotes (or blocks) have. */
    takenPerNight: coalescedRead<LodgingLook, { night: IsoDate; units: number }[]>(async (looks) => {
      const groups = groupBy(looks, lookKey);
      const rowsOf = new Map(
        await Promise.all(
          [...groups].map(async ([key, group]) => {
            const { kind, nights } = group[0] as LodgingLook;
            // The latest "now" of the group: a hold that ended for one of them is free for all, so the
            // look can only err toward letting a sale on to its transaction, which decides.
            const now = new Date(Math.max(...group.map((look) => look.now.getTime())));
            return [key, await store.unitNights.takenPerNightByQuote({ kind, nights, now })] as const;
          }),
        ),
      );
      return looks.map((look) => {
        const perNight = new Map<IsoDate, number>();
        for (const row of rowsOf.get(lookKey(look)) ?? []) {
          if (row.quoteId === look.quoteId) continue;
          perNight.set(row.night, (perNight.get(row.night) ?? 0) + row.units);
        }
        return [...perNight]
          .map(([night, units]) => ({ night, units }))
          .sort((a, b) => a.night.localeCompare(b.night));
      });
    }),
  };
}

export type PurchaseReads = ReturnType<typeof createPurchaseReads>;
