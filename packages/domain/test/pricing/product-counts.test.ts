import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS, PRODUCT_COUNT_KEYS, productCountsSchema } from "../../src/pricing/product-counts.ts";
import { quoteDtoSchema } from "../../src/quote/quote-dto.ts";
import { updateQuoteSchema } from "../../src/quote/quote-schemas.ts";
import { REQUESTED_VISIT as visit } from "../quote/quote-fixtures.ts";

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
    expect(new Set(Object.values(EMPTY_PRODUCTS))).toEqual(new Set([0]));
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
