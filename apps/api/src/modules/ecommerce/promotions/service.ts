import type { Clock } from "@park/domain/dates.ts";
import {
  type PromotionTotals,
  type PromotionVisit,
  promotionApplicability,
  promotionLowersTotal,
  promotionVisit,
} from "@park/domain/promotions/promotion-applicability.ts";
import { promotionCodeSchema } from "@park/domain/promotions/promotion-code.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { Database } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { quoteProducts, quoteVisit } from "../quotes/mapper.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import { NO_EXTRAS, priceFromCatalog } from "../quotes/quote-pricing.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { QuoteViews } from "../quotes/quote-views.ts";
import { createQuotesRepository } from "../quotes/repository.ts";
import { assertEditable, found } from "../quotes/service.ts";
import { promotionQuoteOf, specialPromotionOf } from "./promotion-terms.ts";
import { createPromotionsRepository, type PromotionRecord } from "./repository.ts";

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/**
 * What POST apply/{code} decided. A promotion for other dates or another arrival time is not applied:
 * the answer proposes the visit it needs (promotionVisit), the change-dates modal moves the visit with
 * PUT /quotes/{id}, and the code is sent again (000 §4). Too many people per lodging unit is refused
 * with the promotion's own limit in the message.
 */
export type ApplyOutcome =
  | { kind: "applied"; quote: QuoteDto }
  | { kind: "move_visit"; visit: PromotionVisit; promotion: PromotionRecord; totals: PromotionTotals }
  | { kind: "lodge_capacity"; maxLodgeCapacity: number };

/** An outcome that applies nothing, thrown so its transaction rolls back and the quote stays untouched. */
class NotApplied extends Error {
  constructor(readonly outcome: Exclude<ApplyOutcome, { kind: "applied" }>) {
    super(outcome.kind);
  }
}

/** Thrown when no promotion has the code, so the route can count the guess. */
export const CODE_NOT_FOUND = "code_not_found";

/** 400 code_required / code_invalid for a code that is not 8 word characters (000 §5); its capitals otherwise. */
function parseCode(input: string): string {
  const parsed = promotionCodeSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AppError(
    400,
    parsed.error.issues[0]?.message === "code_required" ? "code_required" : "code_invalid",
  );
}

/**
 * Special codes on a quote (issue 10 item 5): the server finds the promotion, decides with the domain's
 * rules (promotionApplicability) whether it applies, and records it; the quote's pricing and the sale
 * read it through applied-promotion.ts. Only the quote's owner may apply or cancel, and nothing changes
 * on a refusal.
 */
export function createPromotionsService(deps: {
  db: Database;
  views: QuoteViews;
  clock: Clock;
  catalog: CatalogSnapshot;
}) {
  const { db, views, clock, catalog } = deps;

  /**
   * The visit's total before the code and with it (issue 30: a code never makes a visit dearer): the
   * admission and lodging as priced now, without the code, against the visit the code needs (`moved`,
   * or as it stands) priced with it. Activity bookings are left out on both sides: the code does not
   * price them, and a move ends them. 400 no_price when the moved visit has a date without a price.
   */
  async function totalsWith(
    record: QuoteRecord,
    promotion: ReturnType<typeof specialPromotionOf>,
    moved: PromotionVisit | null,
  ): Promise<PromotionTotals> {
    const current = await catalog.current();
    const visit = quoteVisit(record);
    const products = quoteProducts(record);
    const movedVisit = { visit: { ...visit, ...moved }, products, offer3x2: false };
    const before = priceFromCatalog({ visit, products, offer3x2: false }, current, NO_EXTRAS);
    const movedWithoutCode = priceFromCatalog(movedVisit, current, NO_EXTRAS);
    const after = priceFromCatalog(movedVisit, current, { reservations: [], promotion });
    if ("failure" in after || "failure" in movedWithoutCode) {
      const failure = "failure" in after ? after.failure : null;
      throw new AppError(400, "no_price", { dates: failure && "dates" in failure ? failure.dates : [] });
    }
    // A visit that cannot be priced now has nothing a code could lower.
    if ("failure" in before) throw new AppError(409, "promotion_no_saving");
    return {
      before: before.priced.totalAmount,
      after: after.priced.totalAmount,
      movedWithoutCode: movedWithoutCode.priced.totalAmount,
    };
  }

  /** The quote under its row lock, after checking it exists, is the visitor's and can still change. */
  async function lockOwnQuote(
    tx: Database,
    quoteId: string,
    visitorId: string,
    now: Date,
  ): Promise<QuoteRecord> {
    const quotes = createQuotesRepository(tx);
    requireQuoteOwner(found(await quotes.byId(quoteId)), visitorId);
    const record = found(await quotes.lockAndTouch(quoteId, now));
    assertEditable(record);
    return record;
  }

  return {
    /** POST /promotions/apply/{code}?quoteId. */
    async apply(input: { code: string; quoteId: string }, visitorId: string): Promise<ApplyOutcome> {
      const code = parseCode(input.code);
      const now = clock();
      const applied = db.transaction(async (tx) => {
        const record = await lockOwnQuote(tx, input.quoteId, visitorId, now);
        const promotions = createPromotionsRepository(tx);
        const promotion = await promotions.byCode(code);
        if (!promotion) throw new AppError(404, CODE_NOT_FOUND);
        const special = specialPromotionOf(promotion);
        const quote = promotionQuoteOf(record);
        switch (promotionApplicability(special, quote, now)) {
          case "ENDED":
            throw new AppError(400, "code_invalid");
          case "WITH_3X2":
            throw new AppError(409, "promotion_with_3x2");
          case "DAY_PASS_AT_NIGHT":
            throw new AppError(409, "promotion_day_pass_at_night");
          case "LODGE_CAPACITY":
            throw new NotApplied({ kind: "lodge_capacity", maxLodgeCapacity: special.maxLodgeCapacity });
          case "MOVE_VISIT": {
            const visit = promotionVisit(special, quote, now);
            const totals = await totalsWith(record, special, visit);
            if (!promotionLowersTotal(totals)) throw new AppError(409, "promotion_no_saving");
            throw new NotApplied({ kind: "move_visit", visit, promotion, totals });
          }
          case "APPLIES":
            if (!promotionLowersTotal(await totalsWith(record, special, null))) {
              throw new AppError(409, "promotion_no_saving");
            }
            await promotions.apply(record.id, promotion.id, now);
            return record;
        }
      });
      try {
        return { kind: "applied", quote: await views.dto(await applied) };
      } catch (err) {
        if (err instanceof NotApplied) return err.outcome;
        throw err;
      }
    },

    /** DELETE /promotions/apply/{promotionId}?quoteId: 404 promotion_not_applied unless it is the quote's. */
    async cancel(input: { promotionId: string; quoteId: string }, visitorId: string): Promise<QuoteDto> {
      const now = clock();
      const record = await db.transaction(async (tx) => {
        const locked = await lockOwnQuote(tx, input.quoteId, visitorId, now);
        const removed = await createPromotionsRepository(tx).cancel(locked.id, Number(input.promotionId));
        if (!removed) throw new AppError(404, "promotion_not_applied");
        return locked;
      });
      return views.dto(record);
    },
  };
}
