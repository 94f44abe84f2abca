import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import { type SaleCheck, saleIssues } from "../../src/quote/sale-rules.ts";

const SELLABLE: SaleCheck = {
  visit: {
    stayType: "CABIN",
    arrivalDate: "2027-03-11",
    departureDate: "2027-03-13",
    arrivalTime: "DAY",
    numberOfPersons: 4,
  },
  products: { ...EMPTY_PRODUCTS, cabins: 1 },
  totalAmount: 396_000,
  // 7:00 am park time on 10 March: tomorrow's 7:30 am window opens 24.5 hours later.
  now: new Date("2027-03-10T15:00:00Z"),
  unavailableLodging: [],
  capacityFull: false,
};

describe("saleIssues (000 §4 Pay and Continue buttons, §9, §8)", () => {
  it("finds nothing wrong with a priced lodging visit for tomorrow", () => {
    expect(saleIssues(SELLABLE)).toEqual([]);
  });

  it('refuses an arrival today: "Purchases at least 24 hours ahead"', () => {
    expect(saleIssues({ ...SELLABLE, visit: { ...SELLABLE.visit, arrivalDate: "2027-03-10" } })).toEqual([
      "arrival_too_soon",
    ]);
  });

  it("refuses tomorrow's day arrival once its 7:30 am is less than 24 hours away, not its night one", () => {
    // 2:27 pm park time: 7:30 am tomorrow is 17 hours away, 6:00 pm tomorrow 27.5 hours.
    const afternoon = new Date("2027-03-10T22:27:00Z");
    expect(saleIssues({ ...SELLABLE, now: afternoon })).toEqual(["arrival_too_soon"]);
    expect(
      saleIssues({ ...SELLABLE, now: afternoon, visit: { ...SELLABLE.visit, arrivalTime: "NIGHT" } }),
    ).toEqual([]);
  });

  it('refuses "lodging with zero people", "lodging count zero", "total 0" and "no departure date"', () => {
    const visit = { ...SELLABLE.visit, numberOfPersons: 0, departureDate: null };
    expect(saleIssues({ ...SELLABLE, visit, products: EMPTY_PRODUCTS, totalAmount: 0 })).toEqual([
      "lodging_without_persons",
      "no_lodging_count",
      "no_departure_date",
      "zero_total",
    ]);
    const camping = { ...SELLABLE.visit, stayType: "CAMPING_PASS" as const, numberOfPersons: 0 };
    expect(saleIssues({ ...SELLABLE, visit: camping, products: EMPTY_PRODUCTS })).toEqual(["no_persons"]);
    const stayless = { ...SELLABLE.visit, departureDate: "2027-03-11" };
    expect(saleIssues({ ...SELLABLE, visit: stayless })).toEqual(["no_departure_date"]);
  });

  it('refuses "unavailable stays", "capacity full" and a quote that cannot be priced', () => {
    expect(
      saleIssues({ ...SELLABLE, totalAmount: null, unavailableLodging: ["CABIN"], capacityFull: true }),
    ).toEqual(["not_priced", "unavailable_lodging", "capacity_full"]);
  });
});
