import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import { createQuoteSchema, updateQuoteSchema } from "../../src/quote/quote-schemas.ts";
import { REQUESTED_VISIT as visit } from "./quote-fixtures.ts";

function issues(schema: z.ZodMiniType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("createQuoteSchema", () => {
  it("accepts a visit", () => {
    expect(createQuoteSchema.parse({ visit })).toEqual({ visit });
  });

  it("marks missing fields as required", () => {
    expect(issues(createQuoteSchema, { visit: {} })).toEqual([
      { path: "visit.arrivalDate", message: "required" },
      { path: "visit.departureDate", message: "required" },
      { path: "visit.numberOfPersons", message: "required" },
      { path: "visit.arrivalTime", message: "required" },
      { path: "visit.stayType", message: "required" },
    ]);
  });

  it("names each invalid field with its message key", () => {
    expect(
      issues(createQuoteSchema, {
        visit: {
          arrivalDate: "2027-02-30",
          departureDate: 5,
          numberOfPersons: 2.5,
          arrivalTime: "NOON",
          stayType: "HOTEL",
        },
      }),
    ).toEqual([
      { path: "visit.arrivalDate", message: "invalid_date" },
      { path: "visit.departureDate", message: "invalid_date" },
      { path: "visit.numberOfPersons", message: "persons_out_of_range" },
      { path: "visit.arrivalTime", message: "invalid_arrival_time" },
      { path: "visit.stayType", message: "invalid_stay_type" },
    ]);
    expect(issues(createQuoteSchema, { visit: { ...visit, numberOfPersons: 100 } })).toEqual([
      { path: "visit.numberOfPersons", message: "persons_out_of_range" },
    ]);
    expect(issues(createQuoteSchema, { visit: { ...visit, numberOfPersons: -1 } })).toEqual([
      { path: "visit.numberOfPersons", message: "persons_out_of_range" },
    ]);
  });

  it("checks the departure against the stay type", () => {
    expect(issues(createQuoteSchema, { visit: { ...visit, stayType: "DAY_PASS" } })).toEqual([
      { path: "visit.departureDate", message: "day_pass_same_day" },
    ]);
    expect(issues(createQuoteSchema, { visit: { ...visit, departureDate: "2027-03-10" } })).toEqual([
      { path: "visit.departureDate", message: "departure_not_after_arrival" },
    ]);
    expect(
      issues(createQuoteSchema, { visit: { ...visit, stayType: "DAY_PASS", departureDate: "2027-03-10" } }),
    ).toEqual([]);
  });

  it("refuses a day pass at night: it ends at 6:00 pm (000 §9 day pass 7:30 am to 6:00 pm same day)", () => {
    const night = { ...visit, stayType: "DAY_PASS", departureDate: "2027-03-10", arrivalTime: "NIGHT" };
    expect(issues(createQuoteSchema, { visit: night })).toEqual([
      { path: "visit.arrivalTime", message: "day_pass_arrives_by_day" },
    ]);
  });
});

describe("updateQuoteSchema", () => {
  const products = { ...EMPTY_PRODUCTS, canopyPasses: 2 };

  it("keeps only what the visitor may change: totals, prices and items sent are dropped", () => {
    const parsed = updateQuoteSchema.parse({
      id: "q-1",
      visit: { ...visit, numberOfDays: 2 },
      products,
      items: [{ key: "day_pass", quantity: 4, price: 1, totalAmount: 4 }],
      totalAmount: 4,
      discountAmount: 0,
    });
    expect(parsed).toEqual({ visit, products, offer3x2: false });
  });

  it("allows one lodging type only, matching the stay type", () => {
    expect(
      issues(updateQuoteSchema, {
        visit: { ...visit, stayType: "CABIN" },
        products: { ...products, cabins: 1, tipis: 1 },
      }),
    ).toEqual([
      { path: "products", message: "one_lodging_type" },
      { path: "products.tipis", message: "lodging_not_in_stay" },
    ]);
    expect(issues(updateQuoteSchema, { visit, products: { ...products, lakeVillages: 1 } })).toEqual([
      { path: "products.lakeVillages", message: "lodging_not_in_stay" },
    ]);
  });

  it("limits units to the inventory and persons to 6 per unit", () => {
    expect(
      issues(updateQuoteSchema, {
        visit: { ...visit, stayType: "TIPI" },
        products: { ...products, tipis: 7 },
      }),
    ).toEqual([{ path: "products.tipis", message: "too_many_units" }]);
    expect(
      issues(updateQuoteSchema, {
        visit: { ...visit, stayType: "TIPI", numberOfPersons: 13 },
        products: { ...products, tipis: 2 },
      }),
    ).toEqual([{ path: "visit.numberOfPersons", message: "too_many_persons_for_lodging" }]);
  });

  it("limits activity counts and needs hours for ATVs", () => {
    expect(
      issues(updateQuoteSchema, {
        visit,
        products: { ...products, horsebackRidingPasses: 13, canopyNightPasses: -1 },
      }),
    ).toEqual([
      { path: "products.canopyNightPasses", message: "invalid_count" },
      { path: "products.horsebackRidingPasses", message: "too_many_passes" },
    ]);
    expect(issues(updateQuoteSchema, { visit, products: { ...products, atvs: 1, atvHours: 0 } })).toEqual([
      { path: "products.atvHours", message: "hours_out_of_range" },
    ]);
    expect(issues(updateQuoteSchema, { visit, products: { ...products, atvs: 1, atvHours: 11 } })).toEqual([
      { path: "products.atvHours", message: "hours_out_of_range" },
    ]);
  });
});
