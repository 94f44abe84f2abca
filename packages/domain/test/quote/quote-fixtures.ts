import { EMPTY_PRODUCTS, type ProductCounts } from "../../src/pricing/product-counts.ts";
import type { QuoteDraft, QuoteVisit } from "../../src/quote/quote-draft.ts";

export const TODAY = "2027-03-10";

/** A visit as a request sends it: camping 03-10 to 03-12, by day, 4 persons. */
export const REQUESTED_VISIT = {
  arrivalDate: "2027-03-10",
  departureDate: "2027-03-12",
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
} as const;

/** A quote with sensible defaults: camping 03-10 to 03-12, by day, 2 persons. */
export function draft(
  overrides: { visit?: Partial<QuoteVisit>; products?: Partial<ProductCounts> } & Partial<
    Omit<QuoteDraft, "visit" | "products">
  > = {},
): QuoteDraft {
  return {
    id: null,
    offer3x2: false,
    promotionCode: null,
    ...overrides,
    visit: {
      stayType: "CAMPING_PASS",
      arrivalDate: "2027-03-10",
      departureDate: "2027-03-12",
      arrivalTime: "DAY",
      numberOfPersons: 2,
      ...overrides.visit,
    },
    products: { ...EMPTY_PRODUCTS, ...overrides.products },
  };
}
