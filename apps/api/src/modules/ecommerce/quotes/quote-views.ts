import { visitTransferTerms } from "@park/domain/checkout/transfer-terms.ts";
import { visitVoucherTerms } from "@park/domain/checkout/voucher-terms.ts";
import { LODGING_KINDS, type LodgingKind } from "@park/domain/constants.ts";
import type { Clock } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { type SaleIssueCode, saleIssues } from "@park/domain/quote/sale-rules.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import type { PaymentRecord } from "../payment/payment-repository.ts";
import { quotePromotionDto } from "../promotions/promotion-terms.ts";
import type { EcommerceRepositories } from "../shared/ecommerce-store.ts";
import { activityReservations } from "../visit-activities/reservations-view.ts";
import {
  capacityIsFull,
  capacityToCheck,
  lodgingCountFits,
  lodgingToCount,
  type QuoteAnswerReads,
} from "./answer-reads.ts";
import { type QuoteView, quoteNightRange, quoteProducts, quoteVisit, toQuoteDto } from "./mapper.ts";
import { priceStoredQuote, type QuoteExtras, quoteExtrasOf } from "./quote-pricing.ts";
import type { QuotePricing } from "./quote-pricing-outcome.ts";
import type { ChosenUnit, QuoteRecord } from "./quote-record.ts";

/**
 * Whether the quote's lodging can be had on every night of its stay: chosen units another quote now
 * holds or bought, and kinds whose count is more than the free units of some night (units this quote
 * holds count as free for it). The quote answer (unavailableLodging), valid/by-quote and the sale all
 * read this one answer.
 */
type LodgingAvailability = { lost: ChosenUnit[]; unavailableKinds: LodgingKind[] };

export type QuoteViews = ReturnType<typeof createQuoteViews>;

/** What the caller of `dto` already knows about the quote, so it is not read again. */
type KnownQuoteState = {
  /** The quote's bookings and promotion, when the caller knows them (none on a new quote). */
  extras?: QuoteExtras;
  /** The quote's chosen units as they are now (just written in the caller's transaction). */
  chosenUnits?: ChosenUnit[];
  /** What the answer reads besides the quote, read with the caller's write. */
  reads?: QuoteAnswerReads;
  /**
   * The quote's price from the catalog being served, when the caller already priced these very visit,
   * products, 3x2 and extras (the quote update prices its payload before writing it).
   */
  pricing?: QuotePricing;
  /** When the quote's lodging count hold ends, when the caller read it (null: none is live). */
  countHoldEnd?: Date | null;
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
    tx: EcommerceRepositories,
    record: QuoteRecord,
    chosen: readonly ChosenUnit[],
    now: Date,
  ): Promise<ChosenUnit[]> {
    const nights = quoteNightRange(record);
    if (chosen.length === 0 || !nights) return [];
    const taken = await tx.unitNights.taken({
      nights,
      now,
      unitIds: chosen.map((u) => u.unitId),
      exceptQuoteId: record.id,
    });
    const takenIds = new Set(taken.map((t) => t.unitId));
    return chosen.filter((u) => takenIds.has(u.unitId));
  }

  /**
   * What the answer reads besides the quote and its units (answer-reads.ts), one query after the other:
   * `tx` may be a transaction, whose one connection runs a query at a time.
   */
  /**
   * The answer's reads. Its admission limits are the catalog copy's, as its prices, except in the sale,
   * which reads them again inside its transaction, after locking them.
   */
  async function answerReads(
    tx: EcommerceRepositories,
    record: QuoteRecord,
    now: Date,
    limitsAt: "catalog" | "transaction" = "catalog",
  ): Promise<QuoteAnswerReads> {
    const visit = quoteVisit(record);
    const lodging = lodgingToCount(visit, quoteProducts(record));
    const takenPerNight = lodging
      ? await tx.unitNights.takenPerNight({
          kind: lodging.kind,
          nights: lodging.nights,
          now,
          exceptQuoteId: record.id,
        })
      : [];
    const range = capacityToCheck(visit);
    const capacity = range
      ? {
          visits: await tx.capacities.countedVisits(range, now, record.id),
          limits:
            limitsAt === "transaction"
              ? await tx.capacities.limits(range)
              : (await catalog.current()).capacityLimits,
        }
      : null;
    return { takenPerNight, capacity };
  }

  /** Whether the nights of the stay have as many free units of the quote's lodging kind as it counts. */
  async function countFits(record: QuoteRecord, reads: QuoteAnswerReads): Promise<boolean> {
    const lodging = lodgingToCount(quoteVisit(record), quoteProducts(record));
    if (!lodging) return true;
    const inventory = (await catalog.current()).unitsOf(lodging.kind).length;
    return lodgingCountFits(lodging.wanted, inventory, reads.takenPerNight);
  }

  async function lodgingAvailability(
    tx: EcommerceRepositories,
    record: QuoteRecord,
    chosen: readonly ChosenUnit[],
    now: Date,
    reads: QuoteAnswerReads,
  ): Promise<LodgingAvailability> {
    const lost = await lostUnits(tx, record, chosen, now);
    const fits = await countFits(record, reads);
    const { stayType } = quoteVisit(record);
    const unavailableKinds = LODGING_KINDS.filter(
      (kind) => lost.some((u) => u.kind === kind) || (!fits && kind === stayType),
    );
    return { lost, unavailableKinds };
  }

  /**
   * Why the quote cannot be sold now (sale-rules.ts), from its price, its lodging and the capacity;
   * a quote already paid or being paid is not for sale, so it has none.
   */
  function issuesOf(
    record: QuoteRecord,
    pricing: QuotePricing,
    availability: LodgingAvailability,
    reads: QuoteAnswerReads,
    now: Date,
  ): SaleIssueCode[] {
    if (record.status !== "OPEN") return [];
    const visit = quoteVisit(record);
    return saleIssues({
      visit,
      products: quoteProducts(record),
      totalAmount: "priced" in pricing ? pricing.priced.totalAmount : null,
      now,
      unavailableLodging: availability.unavailableKinds,
      capacityFull: capacityIsFull(visit, reads.capacity),
    });
  }

  /** The payment that bought a paid quote, in its currency, and the buyer's first name (the confirmation page). */
  async function paidWith(record: QuoteRecord): Promise<Pick<QuoteView, "payment" | "contactName">> {
    const [paid, contact] = await Promise.all([
      repositories.payments.succeeded(record.id),
      repositories.payments.contactOf(record.id),
    ]);
    return {
      payment: paid
        ? {
            method: paid.method,
            currency: paid.currency,
            exchangeRate: paid.exchangeRate,
            amount: centavosToPesos(paid.amount),
            cardBrand: paid.cardBrand,
            last4: paid.cardLast4,
            paidAt: (paid.paidAt ?? paid.updatedAt).toISOString(),
          }
        : null,
      contactName: contact?.name ?? null,
    };
  }

  /** What a waiting attempt tells the order page: its OXXO voucher, or its SPEI transfer's instructions. */
  function awaitingOf(waiting: PaymentRecord): QuoteDto["awaitingPayment"] {
    const number = waiting.voucherNumber;
    const expiresAt = waiting.voucherExpiresAt;
    const heldUntil = waiting.awaitingUntil;
    if (!number || !expiresAt || !heldUntil) return null;
    const common = {
      amount: centavosToPesos(waiting.amount),
      number,
      expiresAt: expiresAt.toISOString(),
      url: waiting.voucherUrl,
      heldUntil: heldUntil.toISOString(),
    };
    if (waiting.method !== "spei") return { method: "oxxo", ...common };
    if (!waiting.transferBank || !waiting.transferClabe) return null;
    return {
      method: "spei",
      ...common,
      bank: waiting.transferBank,
      clabe: waiting.transferClabe,
      reference: number,
      amountRemaining: centavosToPesos(waiting.transferAmountRemaining ?? waiting.amount),
    };
  }

  /** The voucher or transfer a quote being paid waits for, and the buyer's first name (the order page while it waits). */
  async function awaitingWith(
    record: QuoteRecord,
  ): Promise<Pick<QuoteView, "awaitingPayment" | "contactName">> {
    const [latest, contact] = await Promise.all([
      repositories.payments.latest(record.id),
      repositories.payments.contactOf(record.id),
    ]);
    return {
      awaitingPayment: latest?.status === "AWAITING_PAYMENT" ? awaitingOf(latest) : null,
      contactName: contact?.name ?? null,
    };
  }

  /**
   * When the first of the quote's live holds (lodging units, its lodging count and activity places) ends,
   * or null.
   */
  async function holdExpiry(
    record: QuoteRecord,
    chosen: readonly ChosenUnit[],
    booked: boolean,
    now: Date,
    countHoldEnd: Date | null | undefined,
  ) {
    // A quote holds only units it has chosen (holding sets both in one transaction, and a change
    // releases the holds of units it drops), places only of its bookings, and a count only of the lodging
    // it counts, so without them there is no hold to look up.
    const lodging = lodgingToCount(quoteVisit(record), quoteProducts(record));
    const ends = [
      chosen.length === 0 ? null : await repositories.unitNights.holdExpiry(record.id, now),
      countHoldEnd !== undefined || lodging === null
        ? (countHoldEnd ?? null)
        : await repositories.countHolds.holdExpiry(record.id, lodging.nights, now),
      booked ? await repositories.activities.holdExpiry(record.id, now) : null,
    ].filter((end) => end !== null);
    return ends.length === 0 ? null : new Date(Math.min(...ends.map((end) => end.getTime())));
  }

  /** What an open quote could be paid with besides a card, were it paid now (the payment page's choice). */
  function paymentOptions(record: QuoteRecord, pricing: QuotePricing, now: Date): QuoteDto["paymentOptions"] {
    const total = "priced" in pricing ? pricing.priced.totalAmount : 0;
    const voucher = visitVoucherTerms(record, total, now);
    const transfer = visitTransferTerms(record, total, now);
    return {
      oxxo: voucher
        ? { expiresAt: voucher.expiresAt.toISOString(), heldUntil: voucher.holdUntil.toISOString() }
        : null,
      spei: transfer
        ? { expiresAt: transfer.expiresAt.toISOString(), heldUntil: transfer.holdUntil.toISOString() }
        : null,
    };
  }

  async function view(
    record: QuoteRecord,
    known: KnownQuoteState,
  ): Promise<QuoteView & Pick<QuoteDto, "visitActivityReservations" | "promotion">> {
    const now = clock();
    const chosenUnits = known.chosenUnits ?? (await repositories.quotes.chosenUnits(record.id));
    const extras = known.extras ?? (await quoteExtrasOf(repositories.db, repositories.activities, record));
    // A quote being paid or paid shows the prices it was sold at, whatever the catalog says since.
    const pricing =
      record.soldPricing ?? known.pricing ?? priceStoredQuote(record, extras, await catalog.current());
    const reads = known.reads ?? (await answerReads(repositories, record, now));
    const availability = await lodgingAvailability(repositories, record, chosenUnits, now, reads);
    return {
      record,
      pricing,
      chosenUnits,
      lostKinds: availability.unavailableKinds,
      holdExpiresAt: await holdExpiry(
        record,
        chosenUnits,
        extras.reservations.length > 0,
        now,
        known.countHoldEnd,
      ),
      saleIssues: issuesOf(record, pricing, availability, reads, now),
      paymentOptions: record.status === "OPEN" ? paymentOptions(record, pricing, now) : undefined,
      ...(record.status === "PAID" ? await paidWith(record) : {}),
      ...(record.status === "PAYMENT_PENDING" ? await awaitingWith(record) : {}),
      ...(await bookingsAndPromotion(record, extras, now)),
    };
  }

  /** The answer's visitActivityReservations (000 §3) and its applied promotion, prices in pesos. */
  async function bookingsAndPromotion(record: QuoteRecord, extras: QuoteExtras, now: Date) {
    return {
      visitActivityReservations:
        extras.reservations.length === 0
          ? []
          : await activityReservations(repositories.activities, record, now),
      promotion: extras.promotion ? quotePromotionDto(extras.promotion) : null,
    };
  }

  return {
    /** The QuoteDto of a stored quote; `known` carries what the caller already read or computed. */
    async dto(record: QuoteRecord, known: KnownQuoteState = {}): Promise<QuoteDto> {
      const shown = await view(record, known);
      return {
        ...toQuoteDto(shown),
        visitActivityReservations: shown.visitActivityReservations,
        promotion: shown.promotion,
      };
    },

    /**
     * Chosen units of the quote lost to other quotes, per kind, in the order picked (valid/by-quote),
     * read by the same function as the quote's unavailableLodging.
     */
    async lostUnitsByKind(record: QuoteRecord): Promise<Record<LodgingKind, string[]>> {
      const chosen = await repositories.quotes.chosenUnits(record.id);
      const lost = await lostUnits(repositories, record, chosen, clock());
      const byKind = (kind: LodgingKind) => lost.filter((u) => u.kind === kind).map((u) => u.name);
      return {
        CABIN: byKind("CABIN"),
        TIPI: byKind("TIPI"),
        LAKE_VILLAGE: byKind("LAKE_VILLAGE"),
        SUPERIOR_CABIN: byKind("SUPERIOR_CABIN"),
      };
    },

    /** The availability and sale issues of a quote read inside the caller's transaction (the sale). */
    async saleCheck(
      tx: EcommerceRepositories,
      record: QuoteRecord,
      pricing: QuotePricing,
    ): Promise<{ availability: LodgingAvailability; issues: SaleIssueCode[] }> {
      const now = clock();
      const chosen = await tx.quotes.chosenUnits(record.id);
      const reads = await answerReads(tx, record, now, "transaction");
      const availability = await lodgingAvailability(tx, record, chosen, now, reads);
      return { availability, issues: issuesOf(record, pricing, availability, reads, now) };
    },
  };
}
