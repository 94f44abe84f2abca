import { LODGING_KINDS, type LodgingKind } from "@park/domain/constants.ts";
import type { Clock } from "@park/domain/dates.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import type { EcommerceRepositories } from "../shared/ecommerce-store.ts";
import { type QuoteView, quoteNightRange, quoteProducts, quoteVisit, toQuoteDto } from "./mapper.ts";
import { priceFromCatalog, type QuotePricing } from "./quote-pricing.ts";
import type { ChosenUnit, QuoteRecord } from "./repository.ts";

export type QuoteViews = ReturnType<typeof createQuoteViews>;

/** What the caller of `dto` already knows about the quote, so it is not read again. */
export type KnownQuoteState = {
  pricing?: QuotePricing;
  /** The quote's chosen units as they are now (just written in the caller's transaction). */
  chosenUnits?: ChosenUnit[];
};

/** Builds quote answers: the stored quote priced from the catalog, with its units and holds. */
export function createQuoteViews(deps: {
  repositories: EcommerceRepositories;
  catalog: CatalogSnapshot;
  clock: Clock;
}) {
  const { repositories, catalog, clock } = deps;

  /**
   * Chosen units that another quote now holds or bought on one of this quote's nights: the hold of this
   * quote expired and someone else took the unit (000 §8 "no longer available").
   */
  async function lostUnits(
    record: QuoteRecord,
    chosen: readonly ChosenUnit[],
    now: Date,
  ): Promise<ChosenUnit[]> {
    const nights = quoteNightRange(record);
    if (chosen.length === 0 || !nights) return [];
    const taken = await repositories.unitNights.taken({
      nights,
      now,
      unitIds: chosen.map((u) => u.unitId),
      exceptQuoteId: record.id,
    });
    const takenIds = new Set(taken.map((t) => t.unitId));
    return chosen.filter((u) => takenIds.has(u.unitId));
  }

  async function view(record: QuoteRecord, known: KnownQuoteState): Promise<QuoteView> {
    const now = clock();
    const chosenUnits = known.chosenUnits ?? (await repositories.quotes.chosenUnits(record.id));
    const pricing =
      known.pricing ??
      priceFromCatalog(
        { visit: quoteVisit(record), products: quoteProducts(record), offer3x2: record.offer3x2 },
        await catalog.current(),
      );
    // A quote holds only units it has chosen (holding sets both in one transaction, and a change
    // releases the holds of units it drops), so without chosen units there is no hold to look up.
    if (chosenUnits.length === 0) {
      return { record, pricing, chosenUnits, lostKinds: [], holdExpiresAt: null };
    }
    const [lost, holdExpiresAt] = await Promise.all([
      lostUnits(record, chosenUnits, now),
      repositories.unitNights.holdExpiry(record.id, now),
    ]);
    const lostKinds = LODGING_KINDS.filter((kind) => lost.some((u) => u.kind === kind));
    return { record, pricing, chosenUnits, lostKinds, holdExpiresAt };
  }

  return {
    /** The QuoteDto of a stored quote; `known` carries what the caller already read or computed. */
    async dto(record: QuoteRecord, known: KnownQuoteState = {}): Promise<QuoteDto> {
      return toQuoteDto(await view(record, known));
    },

    /** Chosen units of the quote lost to other quotes, per kind, in the order picked. */
    async lostUnitsByKind(record: QuoteRecord): Promise<Record<LodgingKind, string[]>> {
      const chosen = await repositories.quotes.chosenUnits(record.id);
      const lost = await lostUnits(record, chosen, clock());
      const byKind = (kind: LodgingKind) => lost.filter((u) => u.kind === kind).map((u) => u.name);
      return {
        CABIN: byKind("CABIN"),
        TIPI: byKind("TIPI"),
        LAKE_VILLAGE: byKind("LAKE_VILLAGE"),
        SUPERIOR_CABIN: byKind("SUPERIOR_CABIN"),
      };
    },
  };
}
