import type { Language, LodgingKind } from "@park/domain/constants.ts";
import { type Clock, parkDate } from "@park/domain/dates.ts";
import {
  EMPTY_PRODUCTS,
  LODGING_COUNT_FIELD,
  type ProductCounts,
} from "@park/domain/pricing/product-counts.ts";
import { type FieldIssue, visitDateIssues } from "@park/domain/quote/date-limits.ts";
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
import { isUniqueViolation } from "../shared/database-errors.ts";
import { EcommerceError, invalidFields } from "../shared/ecommerce-errors.ts";
import type { EcommerceRepositories, EcommerceStore } from "../shared/ecommerce-store.ts";
import {
  quoteFields,
  quoteLanguage,
  quoteNightRange,
  quoteProducts,
  quoteStatus,
  quoteVisit,
} from "./mapper.ts";
import { priceFromCatalog, type QuoteCatalog, type QuotePricing } from "./quote-pricing.ts";
import type { QuoteViews } from "./quote-views.ts";
import type { QuoteRecord } from "./repository.ts";
import { randomVisitCode } from "./visit-code.ts";

/** A collision among 2^50 codes is all but impossible; a few tries make it impossible in practice. */
const CODE_ATTEMPTS = 5;

export type UpdateQuoteRequest = UpdateQuotePayload & { language?: Language | undefined };

export type QuotesService = ReturnType<typeof createQuotesService>;

/** 404 unless the quote exists. */
export function found(record: QuoteRecord | undefined): QuoteRecord {
  if (!record) throw new EcommerceError(404, "quote_not_found");
  return record;
}

/** A paid quote, or one being paid, is no longer the visitor's to change (409). */
export function assertEditable(record: QuoteRecord): void {
  const status = quoteStatus(record);
  if (status === "PAID") throw new EcommerceError(409, "quote_paid");
  if (status === "PAYMENT_PENDING") throw new EcommerceError(409, "quote_payment_pending");
}

function issuesOf(result: ReturnType<typeof updateQuoteSchema.safeParse>): FieldIssue[] {
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

export function createQuotesService(deps: {
  store: EcommerceStore;
  catalog: QuoteCatalog;
  views: QuoteViews;
  clock: Clock;
}) {
  const { store, catalog, views, clock } = deps;

  /**
   * The checks the payload schema cannot make alone (dates against the park's today), then the price:
   * a quote that cannot be priced is refused rather than saved.
   */
  async function checkAndPrice(
    visit: QuoteVisitPayload,
    products: ProductCounts,
    offer3x2: boolean,
  ): Promise<QuotePricing> {
    const dateIssues = visitDateIssues(visit, parkDate(clock()));
    if (dateIssues.length > 0) throw invalidFields(dateIssues);
    const pricing = await priceFromCatalog({ visit, products, offer3x2 }, catalog);
    if ("failure" in pricing) {
      const { failure } = pricing;
      if (failure.error === "no_price") throw new EcommerceError(400, "no_price", { dates: failure.dates });
      if (failure.error === "no_activity_price") throw new EcommerceError(400, "no_activity_price");
      throw invalidFields([{ path: failure.field, message: "invalid_value" }]);
    }
    return pricing;
  }

  async function insertWithNewCode(fields: ReturnType<typeof quoteFields>): Promise<QuoteRecord> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.quotes.insert(fields, randomVisitCode(), clock());
      } catch (err) {
        if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(err)) throw err;
      }
    }
  }

  /**
   * Releases what the changed quote no longer has room for: units of another kind or beyond the new
   * count (the earliest picked stay), and holds on nights outside the new stay.
   */
  async function releaseWhatNoLongerFits(tx: EcommerceRepositories, record: QuoteRecord): Promise<void> {
    const visit = quoteVisit(record);
    const lodging = quoteLodging(visit.stayType, quoteProducts(record));
    // lodging_units.kind only admits the four lodging kinds (check constraint).
    const chosen = (await tx.quotes.chosenUnits(record.id)).map((u) => ({
      ...u,
      kind: u.kind as LodgingKind,
    }));
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
  }

  return {
    /** POST /quotes/: a lodging stay starts with one unit of its kind (quote-contract.md). */
    async create(payload: CreateQuotePayload, language: Language): Promise<QuoteDto> {
      const { visit } = payload;
      const products = isLodgingStay(visit.stayType)
        ? { ...EMPTY_PRODUCTS, [LODGING_COUNT_FIELD[visit.stayType]]: 1 }
        : { ...EMPTY_PRODUCTS };
      // The same persons-per-unit rule as an update, so a quote is never created in a state it could not be saved in.
      const comboIssues = issuesOf(updateQuoteSchema.safeParse({ visit, products, offer3x2: false }));
      if (comboIssues.length > 0) throw invalidFields(comboIssues);
      const pricing = await checkAndPrice(visit, products, false);
      const record = await insertWithNewCode(quoteFields(visit, products, false, language));
      return views.dto(record, pricing);
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

    /** PUT /quotes/{id}: only the visit, products, 3x2 and language are read; prices come from the catalog. */
    async update(id: string, payload: UpdateQuoteRequest): Promise<QuoteDto> {
      const existing = found(await store.quotes.byId(id));
      assertEditable(existing);
      const { visit, products, offer3x2 } = payload;
      const pricing = await checkAndPrice(visit, products, offer3x2);
      const updated = await store.transaction(async (tx) => {
        const locked = found(await tx.quotes.lockById(id));
        assertEditable(locked);
        const language = payload.language ?? quoteLanguage(locked);
        const record = await tx.quotes.update(id, quoteFields(visit, products, offer3x2, language), clock());
        await releaseWhatNoLongerFits(tx, record);
        return record;
      });
      return views.dto(updated, pricing);
    },
  };
}
