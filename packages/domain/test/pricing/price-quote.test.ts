import { describe, expect, it } from "vitest";
import { ITEM_KEYS, ITEM_NAMES, sortByDisplayOrder } from "../../src/pricing/item-keys.ts";
import {
  isPricingError,
  type PricedQuote,
  type PricingInput,
  priceQuote,
} from "../../src/pricing/price-quote.ts";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import { lookupOf, tariff } from "./pricing-fixtures.ts";

const tariffFor = lookupOf({
  "2027-03-01": tariff("BLUE", [170, 255, 204, 1700, 595, 1530, 2040]),
  "2027-03-02": tariff("BLACK", [200, 300, 240, 2000, 700, 1800, 2400]),
  "2027-03-03": tariff("RED", [120, 180, 144, 1200, 420, 1080, 1440]),
  "2027-03-04": tariff("YELLOW", [90, 135, 108, 900, 315, 810, 1080]),
});
const activityPrices = {
  canopyPass: 100_000,
  canopyNightPass: 85_000,
  horsebackRidingPass: 70_000,
  atvHour: 135_000,
};

type Overrides = Partial<Omit<PricingInput, "visit">> & { visit?: Partial<PricingInput["visit"]> };

function input(overrides: Overrides = {}): PricingInput {
  return {
    tariffFor,
    activityPrices,
    offer3x2: false,
    promotion: null,
    ...overrides,
    products: { ...EMPTY_PRODUCTS, ...overrides.products },
    visit: {
      stayType: "CAMPING_PASS",
      arrivalDate: "2027-03-01",
      departureDate: "2027-03-03",
      arrivalTime: "DAY",
      numberOfPersons: 2,
      ...overrides.visit,
    },
  };
}

function priced(overrides: Overrides = {}): PricedQuote {
  const result = priceQuote(input(overrides));
  if (isPricingError(result)) throw new Error(`unexpected ${result.error}`);
  return result;
}

describe("priceQuote", () => {
  it("prices a day pass on the arrival date only, ignoring a stray departure", () => {
    const q = priced({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-03", numberOfPersons: 4 } });
    expect(q.items).toEqual([{ key: "day_pass", quantity: 4, price: 17_000, totalAmount: 68_000 }]);
    expect(q.numberOfDays).toBe(0);
    expect(q.totalAmount).toBe(68_000);
  });

  it("prices a day pass sent with a NIGHT arrival as the day arrival it is, never at 0", () => {
    const q = priced({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-01", arrivalTime: "NIGHT" } });
    expect(q.items).toEqual([{ key: "day_pass", quantity: 2, price: 17_000, totalAmount: 34_000 }]);
    expect(q.totalAmount).toBe(34_000);
  });

  it("needs a price only for the nights, not for the departure date", () => {
    const q = priced({
      visit: { arrivalDate: "2027-03-03", departureDate: "2027-03-05", arrivalTime: "NIGHT" },
    });
    // nights 03-03 (RED, night pass 144) and 03-04 (YELLOW, camping pass 135); 03-05 has no price
    expect(q.items).toEqual([{ key: "camping_pass", quantity: 2, price: 27_900, totalAmount: 55_800 }]);
  });

  it("lists every night without a price, in order", () => {
    expect(priceQuote(input({ visit: { arrivalDate: "2027-02-27", departureDate: "2027-03-02" } }))).toEqual({
      error: "no_price",
      dates: ["2027-02-27", "2027-02-28"],
    });
    expect(priceQuote(input({ visit: { stayType: "DAY_PASS", arrivalDate: "2027-03-09" } }))).toEqual({
      error: "no_price",
      dates: ["2027-03-09"],
    });
  });

  it("refuses activities when no activity prices are in force", () => {
    const result = priceQuote(
      input({ activityPrices: null, products: { ...EMPTY_PRODUCTS, canopyPasses: 1, atvs: 2, atvHours: 1 } }),
    );
    expect(result).toEqual({ error: "no_activity_price", keys: ["canopy_pass", "atv"] });
    expect(isPricingError(priceQuote(input({ activityPrices: null })))).toBe(false);
  });

  it("names the first invalid field instead of throwing", () => {
    expect(priceQuote(input({ visit: { numberOfPersons: -1 } }))).toEqual({
      error: "invalid_input",
      field: "visit.numberOfPersons",
    });
    expect(priceQuote(input({ visit: { numberOfPersons: 1.5 } }))).toEqual({
      error: "invalid_input",
      field: "visit.numberOfPersons",
    });
    expect(priceQuote(input({ visit: { departureDate: "2027-02-28" } }))).toEqual({
      error: "invalid_input",
      field: "visit.departureDate",
    });
    expect(priceQuote(input({ visit: { arrivalDate: "2027-02-30" } }))).toEqual({
      error: "invalid_input",
      field: "visit.arrivalDate",
    });
    expect(priceQuote(input({ products: { ...EMPTY_PRODUCTS, tipis: -2 } }))).toEqual({
      error: "invalid_input",
      field: "products.tipis",
    });
    expect(priceQuote(input({ products: { ...EMPTY_PRODUCTS, atvs: 1, atvHours: 0 } }))).toEqual({
      error: "invalid_input",
      field: "products.atvHours",
    });
  });

  it("charges admission to people beyond the lodging's capacity like everyone else", () => {
    const q = priced({
      visit: { stayType: "CABIN", numberOfPersons: 8 },
      products: { ...EMPTY_PRODUCTS, cabins: 1 },
    });
    expect(q.items).toEqual([
      { key: "day_pass", quantity: 8, price: 17_000, totalAmount: 136_000 },
      { key: "camping_pass", quantity: 8, price: 55_500, totalAmount: 444_000 },
      { key: "cabin", quantity: 1, price: 370_000, totalAmount: 370_000 },
    ]);
    expect(q.totalAmount).toBe(950_000);
  });

  it("omits lodging lines when there is no night", () => {
    const q = priced({
      visit: { stayType: "CABIN", departureDate: "2027-03-01" },
      products: { ...EMPTY_PRODUCTS, cabins: 1 },
    });
    expect(q.items.map((i) => i.key)).toEqual(["day_pass"]);
  });

  it("prices an ATV per vehicle and hour, and merged rows by their vehicle-hours", () => {
    const q = priced({ products: { ...EMPTY_PRODUCTS, atvs: 3, atvHours: 5 / 3 } });
    expect(q.items.at(-1)).toEqual({
      key: "atv",
      quantity: 3,
      price: 135_000,
      totalAmount: 675_000,
      hours: 5 / 3,
    });
  });

  it("lets a matching special code win over the 3x2 offer", () => {
    const promotion = {
      startDate: "2027-03-01",
      endDate: "2027-03-31",
      arrivalTime: null,
      datesValidityOnly: false,
      pricePerDay: 10_000,
      pricePerNight: 20_000,
    };
    const q = priced({ visit: { departureDate: "2027-03-04" }, offer3x2: true, promotion });
    expect(q.discountSource).toBe("SPECIAL_PROMOTION");
    // day 170-100, nights 255-200, 300-200, 180-200 (saves nothing): 70 + 55 + 100 = 225 per person
    expect(q.discountAmount).toBe(45_000);
    expect(q.admissionPerPerson).toEqual({ regular: 90_500, discounted: 68_000 });
    const ignored = priced({
      visit: { departureDate: "2027-03-04" },
      offer3x2: true,
      promotion: { ...promotion, startDate: "2027-03-02" },
    });
    expect(ignored.discountSource).toBe("OFFER_3X2");
    expect(ignored.discountAmount).toBe(2 * 18_000);
  });
});

describe("item keys", () => {
  it("sorts lines in the spec's display order", () => {
    const shuffled = [...ITEM_KEYS].reverse().map((key) => ({ key }));
    expect(sortByDisplayOrder(shuffled).map((i) => i.key)).toEqual([
      "day_pass",
      "camping_pass",
      "cabin",
      "tipi",
      "lake_village",
      "superior_cabin",
      "canopy_pass",
      "canopy_night_pass",
      "horseback_riding_pass",
      "atv",
    ]);
  });
  it("names every line in both languages", () => {
    for (const key of ITEM_KEYS) {
      expect(ITEM_NAMES[key].es.length).toBeGreaterThan(0);
      expect(ITEM_NAMES[key].en.length).toBeGreaterThan(0);
    }
  });
});
