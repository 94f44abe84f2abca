import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import { addLodgingUnit, selectLodgingType, setLodgingCount } from "../../src/quote/lodging-choice.ts";
import {
  clampPersons,
  minimumUnits,
  moreLodgingNeeded,
  personsLimit,
  sleepingCapacity,
  smallTipiWarning,
} from "../../src/quote/persons-rules.ts";

describe("lodging choice", () => {
  it("selecting a type: 1 from 0, else the chosen units, others zeroed", () => {
    const products = { ...EMPTY_PRODUCTS, cabins: 2, canopyPasses: 1 };
    expect(selectLodgingType(products, "TIPI")).toEqual({ ...EMPTY_PRODUCTS, tipis: 1, canopyPasses: 1 });
    expect(selectLodgingType(products, "CABIN")).toEqual(products);
    expect(selectLodgingType(products, "CABIN", 4)).toEqual({ ...products, cabins: 4 });
    expect(selectLodgingType({ ...EMPTY_PRODUCTS, tipis: 1 }, "TIPI", 9)).toEqual({
      ...EMPTY_PRODUCTS,
      tipis: 6,
    });
  });

  it("ignores counts above the kind's maximum, negative or fractional ones", () => {
    const products = { ...EMPTY_PRODUCTS, lakeVillages: 2 };
    expect(setLodgingCount(products, "LAKE_VILLAGE", 6)).toBe(products);
    expect(setLodgingCount(products, "LAKE_VILLAGE", -1)).toBe(products);
    expect(setLodgingCount(products, "LAKE_VILLAGE", 2.5)).toBe(products);
    expect(setLodgingCount(products, "LAKE_VILLAGE", 5)).toEqual({ ...EMPTY_PRODUCTS, lakeVillages: 5 });
    expect(setLodgingCount(products, "LAKE_VILLAGE", 4, 3)).toBe(products);
    expect(setLodgingCount(products, "SUPERIOR_CABIN", 7)).toEqual({ ...EMPTY_PRODUCTS, superiorCabins: 7 });
  });

  it("adds another unit of the kind up to its maximum, keeping one kind per quote", () => {
    expect(addLodgingUnit({ ...EMPTY_PRODUCTS, cabins: 1 }, "CABIN")).toEqual({
      ...EMPTY_PRODUCTS,
      cabins: 2,
    });
    expect(addLodgingUnit({ ...EMPTY_PRODUCTS, tipis: 6 }, "TIPI")).toEqual({ ...EMPTY_PRODUCTS, tipis: 6 });
    expect(addLodgingUnit({ ...EMPTY_PRODUCTS, tipis: 2 }, "CABIN")).toEqual({
      ...EMPTY_PRODUCTS,
      cabins: 1,
    });
  });
});

describe("persons", () => {
  it("are limited to 99 without lodging and 6 per unit with it", () => {
    expect(personsLimit(EMPTY_PRODUCTS)).toBe(99);
    expect(personsLimit({ ...EMPTY_PRODUCTS, cabins: 1 })).toBe(6);
    expect(personsLimit({ ...EMPTY_PRODUCTS, superiorCabins: 3 })).toBe(18);
  });

  it("typed counts are rounded and kept between 0 and the limit", () => {
    expect(clampPersons(-3, EMPTY_PRODUCTS)).toBe(0);
    expect(clampPersons(7.6, EMPTY_PRODUCTS)).toBe(8);
    expect(clampPersons(150, EMPTY_PRODUCTS)).toBe(99);
    expect(clampPersons(9, { ...EMPTY_PRODUCTS, cabins: 1 })).toBe(6);
    expect(clampPersons(Number.NaN, EMPTY_PRODUCTS)).toBe(0);
  });

  it("need at least persons / 6 units, rounded up, and never fewer than 1", () => {
    expect([0, 1, 6, 7, 12, 13].map(minimumUnits)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("need more lodging when they exceed units x 6", () => {
    expect(moreLodgingNeeded(6, 1)).toBe(false);
    expect(moreLodgingNeeded(7, 1)).toBe(true);
    expect(moreLodgingNeeded(12, 2)).toBe(false);
    expect(moreLodgingNeeded(13, 2)).toBe(true);
  });

  it("warn when T6 is chosen and more than 4 would sleep in it after the others fill with 6", () => {
    expect(sleepingCapacity(["T1", "T6"])).toBe(10);
    expect(smallTipiWarning(4, ["T6"])).toBe(false);
    expect(smallTipiWarning(5, ["T6"])).toBe(true);
    expect(smallTipiWarning(10, ["T5", "T6"])).toBe(false);
    expect(smallTipiWarning(11, ["T6", "T5"])).toBe(true);
    expect(smallTipiWarning(6, ["T5"])).toBe(false);
    expect(smallTipiWarning(5, [])).toBe(false);
  });
});
