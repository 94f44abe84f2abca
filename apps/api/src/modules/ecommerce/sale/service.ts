import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { Clock, IsoDate } from "@park/domain/dates.ts";
import { type Centavos, centavosToPesos } from "@park/domain/money.ts";
import { LODGING_COUNT_FIELD } from "@park/domain/pricing/product-counts.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { visitDateIssues } from "@park/domain/quote/date-limits.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { updateQuoteSchema } from "@park/domain/quote/quote-schemas.ts";
import { canMoveQuote, QUOTE_STATE, type QuoteState } from "@park/domain/quote/quote-states.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { recheckPromotionInTx } from "../promotions/applied-promotion.ts";
import { quoteProducts, quoteVisit } from "../quotes/mapper.ts";
import { priceStoredQuote, quoteExtrasOf } from "../quotes/quote-pricing.ts";
import type { QuotePricing } from "../quotes/quote-pricing-outcome.ts";
import type { ChosenUnit, QuoteRecord } from "../quotes/quote-record.ts";
import type { QuoteViews } from "../quotes/quote-views.ts";
import { assertEditable, found } from "../quotes/service.ts";
import { lockStockOf } from "../reservations/lodging-stock.ts";
import type { EcommerceRepositories, EcommerceStore } from "../shared/ecommerce-store.ts";
import { holdActivityPlacesInTx, sellActivityPlacesInTx } from "../visit-activities/activity-holds.ts";

export type SaleService = ReturnType<typeof createSaleService>;

/** A quote held for its payment, with the total the server priced it at. */
export type PreparedSale = { record: QuoteRecord; total: Centavos };

/** Rounds of picking free units when the visitor chose none: another sale may take a pick meanwhile. */
const ASSIGN_ROUNDS = 3;

/** 409 unless the quote may move to `to` (QUOTE_TRANSITIONS): paid, being paid, or no payment started. */
function assertMove(record: QuoteRecord, to: QuoteState): void {
  if (canMoveQuote(record.status, to)) return;
  assertEditable(record);
  throw new AppError(409, "sale_not_started");
}

/**
 * The sale of a quote (DESIGN.md §4): its first step checks every rule again inside one transaction,
 * holds the lodging, the admission places and the activity places and marks the quote PAYMENT_PENDING
 * (a special code that no longer applies refuses it); the payment then completes it (PAID, lodging and
 * activity places SOLD) or releases it (OPEN again, its holds running to their expiry). The checkout's routes call these.
 */
export function createSaleService(deps: {
  store: EcommerceStore;
  catalog: CatalogSnapshot;
  views: QuoteViews;
  clock: Clock;
}) {
  const { store, catalog, views, clock } = deps;

  /** The visit and products as stored must still pass every rule a create or update checks. */
  function assertStillValid(record: QuoteRecord, now: Date): void {
    const visit = quoteVisit(record);
    const dateIssues = visitDateIssues(visit, now);
    // "Purchases at least 24 hours ahead" (000 §9) has its own code, so the payment page can say it plainly.
    if (dateIssues.some((issue) => issue.message === "arrival_too_soon")) {
      throw new AppError(400, "arrival_too_soon");
    }
    if (dateIssues.length > 0) throw invalidFields(dateIssues);
    const parsed = updateQuoteSchema.safeParse({
      visit: { ...visit, arrivalTime: record.arrivalTime },
      products: quoteProducts(record),
      offer3x2: record.offer3x2,
    });
    if (!parsed.success) {
      throw invalidFields(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
    }
  }

  /** Holds these units on every night for the quote; answers the units refused on some night. */
  async function claim(
    tx: EcommerceRepositories,
    quoteId: string,
    unitIds: readonly number[],
    nights: readonly IsoDate[],
    now: Date,
  ): Promise<Set<number>> {
    const wanted = unitIds.flatMap((unitId) => nights.map((night) => ({ unitId, night })));
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const claimed = new Set(
      (await tx.unitNights.claimHolds(quoteId, wanted, now, expiresAt)).map((r) => `${r.unitId}/${r.night}`),
    );
    return new Set(wanted.filter((w) => !claimed.has(`${w.unitId}/${w.night}`)).map((w) => w.unitId));
  }

  /** Holds every chosen unit on every night, or refuses the sale naming the chosen units it lost (409). */
  async function claimChosen(
    tx: EcommerceRepositories,
    quoteId: string,
    chosen: readonly ChosenUnit[],
    nights: readonly IsoDate[],
    now: Date,
  ): Promise<void> {
    const refused = await claim(
      tx,
      quoteId,
      chosen.map((u) => u.unitId),
      nights,
      now,
    );
    if (refused.size > 0) {
      throw new AppError(409, "can_not_save_reservation", {
        unavailable: chosen.filter((u) => refused.has(u.unitId)).map((u) => u.name),
      });
    }
  }

  /**
   * Holds the quote's lodging on every night of the stay: the units chosen on the map, and free units
   * of the kind, in the park's order, for the rest of the count. All or nothing: a unit that cannot be
   * had refuses the sale (409 can_not_save_reservation naming the chosen units lost).
   */
  async function holdLodging(tx: EcommerceRepositories, record: QuoteRecord, now: Date): Promise<void> {
    const { stayType } = quoteVisit(record);
    const nights = stayNights(quoteVisit(record));
    if (!isLodgingStay(stayType) || nights.length === 0) return;
    const count = quoteProducts(record)[LODGING_COUNT_FIELD[stayType]];
    const chosen = (await tx.quotes.chosenUnits(record.id)).filter((u) => u.kind === stayType);
    await claimChosen(tx, record.id, chosen, nights, now);
    const held = chosen.map((u) => u.unitId);
    const units = (await catalog.current()).unitsOf(stayType);
    for (let round = 0; held.length < count && round < ASSIGN_ROUNDS; round++) {
      const taken = await tx.unitNights.taken({
        nights: { first: nights[0]!, last: nights.at(-1)! },
        now,
        exceptQuoteId: record.id,
      });
      const busy = new Set([...taken.map((t) => t.unitId), ...held]);
      const picks = units.filter((u) => !busy.has(u.id)).slice(0, count - held.length);
      if (picks.length === 0) break;
      const lost = await claim(
        tx,
        record.id,
        picks.map((u) => u.id),
        nights,
        now,
      );
      held.push(...picks.map((u) => u.id).filter((id) => !lost.has(id)));
    }
    if (held.length < count) throw new AppError(409, "can_not_save_reservation", { unavailable: [] });
    // Units claimed on only some nights in a lost race are let go; the choice names what is sold.
    await tx.unitNights.releaseHoldsExcept(record.id, {
      unitIds: held,
      nights: { first: nights[0]!, last: nights.at(-1)! },
    });
    await tx.quotes.setChosenUnits(record.id, held);
    // The count is now held by the named units themselves.
    await tx.countHolds.release(record.id);
  }

  /**
   * Holds the places of every activity the quote booked again, after the quote's and the capacity's
   * locks (decision 0011's order): all or nothing, 409 activity_not_available naming those lost.
   */
  async function holdActivities(tx: EcommerceRepositories, record: QuoteRecord, now: Date): Promise<void> {
    const lost = await holdActivityPlacesInTx(tx.activities, record, now);
    if (lost.length > 0) throw new AppError(409, "activity_not_available", { activities: lost });
  }

  /** 409 when the quote's chosen units were lost, its lodging count does not fit, or a sale issue stands. */
  async function assertSellable(
    tx: EcommerceRepositories,
    record: QuoteRecord,
    pricing: QuotePricing,
  ): Promise<void> {
    const { availability, issues } = await views.saleCheck(tx, record, pricing);
    if (availability.lost.length > 0) {
      throw new AppError(409, "can_not_save_reservation", {
        unavailable: availability.lost.map((u) => u.name),
      });
    }
    const [issue] = issues;
    if (issue) throw new AppError(409, issue === "unavailable_lodging" ? "can_not_save_reservation" : issue);
  }

  /**
   * What the sale checks before its capacity lock: the rules of a create or update, the price (and the
   * total the visitor saw), and a look at its lodging, admission and issues. The look takes no lock, so
   * a sale whose units or places others already hold or bought is refused here, in parallel with the
   * others, instead of waiting its turn at the lock to learn it. Only its refusals count: the same check
   * under the lock is what lets a sale through.
   */
  async function checkBeforeLock(
    tx: EcommerceRepositories,
    record: QuoteRecord,
    now: Date,
    expectedTotal?: Centavos,
  ): Promise<{ pricing: QuotePricing; total: Centavos }> {
    assertStillValid(record, now);
    const pricing = priceStoredQuote(
      record,
      await quoteExtrasOf(tx.db, tx.activities, record),
      await catalog.current(),
    );
    if ("failure" in pricing && pricing.failure.error === "no_price") {
      throw new AppError(400, "no_price", { dates: pricing.failure.dates });
    }
    const total = "priced" in pricing ? pricing.priced.totalAmount : 0;
    // A total that changed since the visitor saw it (midnight, a new price) is never charged silently.
    if (expectedTotal !== undefined && expectedTotal !== total) {
      throw new AppError(409, "total_changed", { totalAmount: centavosToPesos(total) });
    }
    await assertSellable(tx, record, pricing);
    return { pricing, total };
  }

  async function prepareInTransaction(
    tx: EcommerceRepositories,
    quoteId: string,
    expectedTotal?: Centavos,
  ): Promise<PreparedSale> {
    const now = clock();
    const record = found(await tx.sale.lockQuote(quoteId));
    assertMove(record, QUOTE_STATE.PAYMENT_PENDING);
    const { pricing, total } = await checkBeforeLock(tx, record, now, expectedTotal);
    // Sales count the admission places in turn: the lock is taken before anything is counted.
    await tx.capacities.lockLimits();
    // Then the stock of its lodging kind, so the units it counts on cannot go to another cart meanwhile.
    await lockStockOf(tx, record);
    await assertSellable(tx, record, pricing);
    // The visitor was shown the promotion's price: one that no longer applies is never sold silently.
    const { reason } = await recheckPromotionInTx(tx.db, record, now);
    if (reason !== null && reason !== "APPLIES") throw new AppError(409, "promotion_no_longer_applies");
    await holdActivities(tx, record, now);
    await holdLodging(tx, record, now);
    await tx.sale.moveStatus(
      record.id,
      QUOTE_STATE.OPEN,
      QUOTE_STATE.PAYMENT_PENDING,
      now,
      "priced" in pricing ? pricing : null,
    );
    return { record: found(await tx.quotes.byId(record.id)), total };
  }

  async function releaseInTransaction(tx: EcommerceRepositories, quoteId: string): Promise<QuoteRecord> {
    const locked = found(await tx.sale.lockQuote(quoteId));
    assertMove(locked, QUOTE_STATE.OPEN);
    await tx.sale.moveStatus(locked.id, QUOTE_STATE.PAYMENT_PENDING, QUOTE_STATE.OPEN, clock(), null);
    return found(await tx.quotes.byId(locked.id));
  }

  async function completeInTransaction(tx: EcommerceRepositories, quoteId: string): Promise<QuoteRecord> {
    const now = clock();
    const locked = found(await tx.sale.lockQuote(quoteId));
    assertMove(locked, QUOTE_STATE.PAID);
    await claimChosen(
      tx,
      locked.id,
      await tx.quotes.chosenUnits(locked.id),
      stayNights(quoteVisit(locked)),
      now,
    );
    // An activity hold may have run out during a long payment too: held again, or nothing is sold.
    await holdActivities(tx, locked, now);
    await tx.sale.sellHolds(locked.id);
    await sellActivityPlacesInTx(tx.activities, locked.id);
    await tx.sale.moveStatus(locked.id, QUOTE_STATE.PAYMENT_PENDING, QUOTE_STATE.PAID, now);
    return found(await tx.quotes.byId(locked.id));
  }

  return {
    /**
     * The sale's first step: in one transaction, locks the quote, checks every rule of a create or update
     * again (dates 24 hours ahead, persons, a day pass by day, prices), takes the capacity lock and checks
     * the admission places of its dates, holds its lodging (assigning free units when none were chosen)
     * and marks it PAYMENT_PENDING. Refusals change nothing: 400 for what the visitor must change, 404
     * for an unknown quote, 409 for a quote that cannot be sold now (the code names why).
     */
    async prepareSale(quoteId: string): Promise<QuoteDto> {
      const { record } = await store.transaction((tx) => prepareInTransaction(tx, quoteId));
      return views.dto(record);
    },

    /**
     * prepareSale inside the caller's transaction (the payment stores its contact and attempt in the
     * same one). With `expectedTotal`, the total the visitor saw in centavos, a different server total
     * refuses with 409 total_changed carrying the new one.
     */
    prepareIn: prepareInTransaction,

    /** The payment failed or was abandoned: the quote is OPEN again, its holds run to their expiry. */
    async releaseSale(quoteId: string): Promise<QuoteDto> {
      return views.dto(await store.transaction((tx) => releaseInTransaction(tx, quoteId)));
    },

    releaseIn: releaseInTransaction,

    /**
     * The payment went through: the quote is PAID and its lodging nights SOLD. Every chosen unit is
     * claimed again for every night first (its hold may have run out during a long payment and been
     * swept): one another quote took refuses with 409 can_not_save_reservation naming it, and nothing
     * changes.
     */
    async completeSale(quoteId: string): Promise<QuoteDto> {
      return views.dto(await store.transaction((tx) => completeInTransaction(tx, quoteId)));
    },

    /** completeSale inside the caller's transaction (the payment row and the e-mail go with it). */
    completeIn: completeInTransaction,

    /** Keeps the quote's live holds (units and activity places) for `minutes` more: the visitor is authenticating the card. */
    async renewHolds(quoteId: string, now: Date, end: Date): Promise<void> {
      await store.unitNights.renewLiveHolds(quoteId, now, end);
      await store.activities.renewLiveHolds(quoteId, now, end);
    },
  };
}
