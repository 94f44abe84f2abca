import { HOLD_MINUTES, type Language } from "@park/domain/constants.ts";
import type { Clock } from "@park/domain/dates.ts";
import {
  EMPTY_PRODUCTS,
  LODGING_COUNT_FIELD,
  type ProductCounts,
} from "@park/domain/pricing/product-counts.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { type FieldIssue, visitDateIssues } from "@park/domain/quote/date-limits.ts";
import { minimumUnits } from "@park/domain/quote/persons-rules.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import {
  type CreateQuotePayload,
  type QuoteVisitPayload,
  type UpdateQuotePayload,
  updateQuoteSchema,
} from "@park/domain/quote/quote-schemas.ts";
import { quoteLodging, unitsKeptAfterChange } from "@park/domain/quote/unit-choice.ts";
import { isVisitCode, normalizeVisitCode } from "@park/domain/quote/visit-code.ts";
import type { QuoteUpdatesTogether } from "../../../hot-path/quote-updates-together.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { Catalog, CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { dropPromotionInTx } from "../promotions/applied-promotion.ts";
import {
  countedLodging,
  holdChangedCountInTx,
  holdLodgingCountInTx,
  lockStockOf,
} from "../reservations/lodging-stock.ts";
import { isUniqueViolation } from "../shared/database-errors.ts";
import type { EcommerceRepositories, EcommerceStore } from "../shared/ecommerce-store.ts";
import { quoteFields, quoteNightRange, quoteProducts, quoteVisit } from "./mapper.ts";
import { requireQuoteOwner } from "./quote-owner.ts";
import { NO_EXTRAS, priceFromCatalog } from "./quote-pricing.ts";
import type { QuotePricing } from "./quote-pricing-outcome.ts";
import type { ChosenUnit, QuoteRecord } from "./quote-record.ts";
import type { QuoteViews } from "./quote-views.ts";
import { isQuoteId } from "./repository.ts";
import { randomVisitCode } from "./visit-code.ts";

/** A collision among 2^50 codes is all but impossible; a few tries make it impossible in practice. */
const CODE_ATTEMPTS = 5;

type UpdateQuoteRequest = UpdateQuotePayload & { language?: Language | undefined };

export type QuotesService = ReturnType<typeof createQuotesService>;

/** 404 unless the quote exists. */
export function found<T extends Pick<QuoteRecord, "status">>(record: T | undefined): T {
  if (!record) throw new AppError(404, "quote_not_found");
  return record;
}

/** A paid quote, or one being paid, is no longer the visitor's to change (409). */
export function assertEditable(record: Pick<QuoteRecord, "status">): void {
  const { status } = record;
  if (status === "PAID") throw new AppError(409, "quote_paid");
  if (status === "PAYMENT_PENDING") throw new AppError(409, "quote_payment_pending");
}

function issuesOf(result: ReturnType<typeof updateQuoteSchema.safeParse>): FieldIssue[] {
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

export function createQuotesService(deps: {
  store: EcommerceStore;
  catalog: CatalogSnapshot;
  views: QuoteViews;
  clock: Clock;
  /**
   * The hot path's update of the usual quote in one statement, written together with the updates that
   * arrive meanwhile (hot-path/quote-updates-together.ts); without it (HOT_PATH=off) every update takes
   * the transaction path, which gives the same answers.
   */
  updatesTogether?: QuoteUpdatesTogether;
}) {
  const { store, catalog, views, clock, updatesTogether } = deps;

  /**
   * The checks the payload schema cannot make alone (dates against the park's today), then whether the
   * visit can be priced: a quote that cannot be priced is refused rather than saved. Answers the refusal
   * instead of throwing it, so an update can first tell whether the quote exists and may be changed (404
   * and 409 come first). Bookings and a promotion never make a visit unpriceable, so none are read here.
   * Otherwise answers the price without extras, which is the answer's price of a quote saved with these
   * fields and no bookings or promotion.
   */
  function pricingOrRefusal(
    visit: QuoteVisitPayload,
    products: ProductCounts,
    offer3x2: boolean,
    current: Catalog,
  ): { refusal: AppError } | { pricing: QuotePricing } {
    const dateIssues = visitDateIssues(visit, clock());
    if (dateIssues.length > 0) return { refusal: invalidFields(dateIssues) };
    const pricing = priceFromCatalog({ visit, products, offer3x2 }, current, NO_EXTRAS);
    if (!("failure" in pricing)) return { pricing };
    const { failure } = pricing;
    if (failure.error === "no_price") {
      return { refusal: new AppError(400, "no_price", { dates: failure.dates }) };
    }
    if (failure.error === "no_activity_price") return { refusal: new AppError(400, "no_activity_price") };
    return { refusal: invalidFields([{ path: failure.field, message: "invalid_value" }]) };
  }

  /**
   * What a change of the visit ends, in its transaction: new dates or arrival time end the quote's
   * activity bookings (their places freed, its counts back to 0) and its promotion (000 §4: the web asked
   * first), and turning the 3x2 offer on ends its promotion (they exclude each other). Answers the quote
   * as it is then.
   */
  async function dropWhatTheChangeEnds(
    tx: EcommerceRepositories,
    before: QuoteRecord,
    updated: QuoteRecord,
  ): Promise<QuoteRecord> {
    const moved =
      before.arrivalDate !== updated.arrivalDate ||
      before.departureDate !== updated.departureDate ||
      before.arrivalTime !== updated.arrivalTime;
    if (moved || (updated.offer3x2 && !before.offer3x2)) await dropPromotionInTx(tx.db, updated.id);
    if (!moved) return updated;
    const bookings = await tx.activities.bookingsOf(updated.id);
    if (bookings.length === 0) return updated;
    for (const booking of bookings) await tx.activities.deleteBooking(updated.id, booking.type);
    const none = { canopyPasses: 0, canopyNightPasses: 0, horsebackRidingPasses: 0, atvs: 0, atvHours: 0 };
    await tx.activities.setActivityCounts(updated.id, none, clock());
    return found(await tx.quotes.byId(updated.id));
  }

  async function insertWithNewCode(
    fields: ReturnType<typeof quoteFields>,
    visitorId: string,
  ): Promise<QuoteRecord> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.quotes.insert(fields, randomVisitCode(), visitorId, clock());
      } catch (err) {
        if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(err)) throw err;
      }
    }
  }

  /**
   * Releases what the changed quote no longer has room for: units of another kind or beyond the new
   * count (the earliest picked stay), and holds on nights outside the new stay.
   */
  async function releaseWhatNoLongerFits(
    tx: EcommerceRepositories,
    record: QuoteRecord,
  ): Promise<ChosenUnit[]> {
    const visit = quoteVisit(record);
    const lodging = quoteLodging(visit.stayType, quoteProducts(record));
    const chosen = await tx.quotes.chosenUnits(record.id);
    // A quote holds only units it has chosen (see holds), so with none chosen there is nothing to release.
    if (chosen.length === 0) return chosen;
    const kept = unitsKeptAfterChange(chosen, lodging);
    if (kept.length !== chosen.length) {
      await tx.quotes.setChosenUnits(
        record.id,
        kept.map((u) => u.unitId),
      );
    }
    await tx.unitNights.releaseHoldsExcept(record.id, {
      unitIds: kept.map((u) => u.unitId),
      nights: quoteNightRange(record),
    });
    return kept;
  }

  /**
   * New dates for a quote with chosen units: the same units are held on the new nights, all or
   * nothing. When another quote has one of them on a new night, the quote keeps its choice without
   * holds, so the units are reported lost (unavailableLodging, valid/by-quote) and cannot be sold.
   */
  async function reholdForNewNights(
    tx: EcommerceRepositories,
    record: QuoteRecord,
    kept: readonly ChosenUnit[],
  ): Promise<void> {
    const nights = stayNights(quoteVisit(record));
    if (kept.length === 0 || nights.length === 0) return;
    const now = clock();
    const wanted = kept.flatMap((u) => nights.map((night) => ({ unitId: u.unitId, night })));
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const claimed = await tx.unitNights.claimHolds(record.id, wanted, now, expiresAt);
    if (claimed.length < wanted.length) {
      await tx.unitNights.releaseHoldsExcept(record.id, { unitIds: [], nights: null });
    }
  }

  /** Why an update of a quote that is not OPEN was refused: 404 when it does not exist, else 409. */
  async function refusalOfUpdate(tx: EcommerceRepositories, id: string): Promise<never> {
    assertEditable(found(await tx.quotes.byId(id)));
    // Open again by now: a payment was under way when the update ran and has ended since.
    throw new AppError(409, "quote_payment_pending");
  }

  return {
    /**
     * POST /quotes/: a lodging stay starts with the fewest units its persons need, persons / 6 rounded
     * up and at least 1 (000 §5 "Minimum lodging units = persons / 6 rounded up, at least 1").
     */
    async create(payload: CreateQuotePayload, language: Language, visitorId: string): Promise<QuoteDto> {
      const { visit } = payload;
      const products = isLodgingStay(visit.stayType)
        ? { ...EMPTY_PRODUCTS, [LODGING_COUNT_FIELD[visit.stayType]]: minimumUnits(visit.numberOfPersons) }
        : { ...EMPTY_PRODUCTS };
      // The same persons-per-unit rule as an update, so a quote is never created in a state it could not be saved in.
      const comboIssues = issuesOf(updateQuoteSchema.safeParse({ visit, products, offer3x2: false }));
      if (comboIssues.length > 0) throw invalidFields(comboIssues);
      const current = await catalog.current();
      const checked = pricingOrRefusal(visit, products, false, current);
      if ("refusal" in checked) throw checked.refusal;
      const record = await insertWithNewCode(quoteFields(visit, products, false, language), visitorId);
      // Its first units are held when the stock has room; otherwise it is made all the same, and its
      // answer says the lodging is not available for its dates (unavailableLodging).
      if (countedLodging(record)) {
        await store.transaction((tx) => holdLodgingCountInTx(tx, record, current, clock()));
      }
      return views.dto(record, { chosenUnits: [], extras: NO_EXTRAS, pricing: checked.pricing });
    },

    async get(id: string): Promise<QuoteDto> {
      return views.dto(found(await store.quotes.byId(id)));
    },

    /** By visit code, as typed: spaces and lower case are forgiven; anything not shaped like a code is unknown. */
    async getByCode(typed: string): Promise<QuoteDto> {
      const code = normalizeVisitCode(typed);
      const record = isVisitCode(code) ? await store.quotes.byCode(code) : undefined;
      return views.dto(found(record));
    },

    /**
     * PUT /quotes/{id}: only the visit, the lodging counts, 3x2 and language are read; prices come from the
     * catalog. The body's activity counts are ignored (000 §7 sends the full quote): only the bookings of
     * PUT /visit-activities change them.
     */
    async update(id: string, payload: UpdateQuoteRequest, visitorId: string): Promise<QuoteDto> {
      if (!isQuoteId(id)) found(undefined);
      const { visit, products, offer3x2, language } = payload;
      // Pricing reads only the catalog snapshot, so it costs no round trip and runs before the transaction.
      const current = await catalog.current();
      const checked = pricingOrRefusal(visit, products, offer3x2, current);
      if ("refusal" in checked) {
        assertEditable(requireQuoteOwner(found(await store.quotes.byId(id)), visitorId));
        throw checked.refusal;
      }
      const { cabins, tipis, lakeVillages, superiorCabins } = products;
      const fields = {
        ...visit,
        cabins,
        tipis,
        lakeVillages,
        superiorCabins,
        offer3x2,
        ...(language ? { language } : {}),
      };
      // On the hot path the usual quote, without units chosen on the map, bookings or promotion, changes
      // in one statement that also reads what its answer needs.
      const alone = await updatesTogether?.({
        id,
        visitorId,
        fields,
        products,
        now: clock(),
        capacityLimits: current.capacityLimits,
      });
      if (alone) assertEditable(requireQuoteOwner(found(alone.before), visitorId));
      if (alone?.updated) {
        // The statement changes only a quote without bookings or promotion, so its price is the one above.
        return views.dto(alone.updated, {
          chosenUnits: [],
          extras: NO_EXTRAS,
          reads: alone.reads,
          pricing: checked.pricing,
          countHoldEnd: alone.countHoldEnd,
        });
      }
      const { record, chosenUnits } = await store.transaction(async (tx) => {
        // The quote's row lock first (as every change of a quote and the sale), so `before` is what this
        // change changes; updating only an OPEN quote checks its status in the same statement as the write.
        const before = requireQuoteOwner(found(await tx.sale.lockQuote(id)), visitorId);
        // Then the stock lock of the kind it will count on, before any of its unit-nights are claimed.
        await lockStockOf(tx, { ...before, ...fields });
        const written = await tx.quotes.updateOpen(id, fields, clock());
        if (!written) return refusalOfUpdate(tx, id);
        const updated = await dropWhatTheChangeEnds(tx, before, written);
        const kept = await releaseWhatNoLongerFits(tx, updated);
        const newDates =
          before.arrivalDate !== updated.arrivalDate || before.departureDate !== updated.departureDate;
        if (newDates) await reholdForNewNights(tx, updated, kept);
        await holdChangedCountInTx(tx, before, updated, current, clock());
        return { record: updated, chosenUnits: kept };
      });
      return views.dto(record, { chosenUnits });
    },
  };
}
