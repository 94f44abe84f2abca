import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS, PRODUCT_COUNT_KEYS, productCountsSchema } from "../../src/pricing/product-counts.ts";
import { quoteDtoSchema } from "../../src/quote/quote-dto.ts";
import { updateQuoteSchema } from "../../src/quote/quote-schemas.ts";

const visit = {
  arrivalDate: "2027-03-10",
  departureDate: "2027-03-12",
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
} as const;

describe("the products shape, declared once", () => {
  it("holds the spec's counts plus the ATV hours", () => {
    // 000 §3: "Products (counts): cabins, tipis, lakeVillages, superiorCabins, canopyPasses,
    // canopyNightPasses, horsebackRidingPasses, atvs".
    expect(PRODUCT_COUNT_KEYS).toEqual([
      "cabins",
      "tipis",
      "lakeVillages",
      "superiorCabins",
      "canopyPasses",
      "canopyNightPasses",
      "horsebackRidingPasses",
      "atvs",
      "atvHours",
    ]);
    expect(Object.keys(EMPTY_PRODUCTS)).toEqual(PRODUCT_COUNT_KEYS);
  });

  it("is the products of the quote answer and of the update request", () => {
    expect(Object.keys(quoteDtoSchema.shape.products.shape)).toEqual(PRODUCT_COUNT_KEYS);
    const update = updateQuoteSchema.parse({ visit, products: { ...EMPTY_PRODUCTS, canopyPasses: 2 } });
    expect(Object.keys(update.products)).toEqual(PRODUCT_COUNT_KEYS);
  });

  it("refuses an update without one of the counts, naming it", () => {
    for (const key of PRODUCT_COUNT_KEYS) {
      const { [key]: _missing, ...products } = EMPTY_PRODUCTS;
      const result = updateQuoteSchema.safeParse({ visit, products });
      expect(result.error?.issues.map((i) => i.path.join("."))).toContain(`products.${key}`);
    }
  });

  it("reads only the counts out of a wider record", () => {
    expect(productCountsSchema.parse({ ...EMPTY_PRODUCTS, atvs: 1, atvHours: 2, id: "q1" })).toEqual({
      ...EMPTY_PRODUCTS,
      atvs: 1,
      atvHours: 2,
    });
  });
});
