import { describe, expect, it } from "vitest";
import { mergeAtvRows } from "../../src/pricing/atv-rows.ts";
import { displayAmount, quoteForDisplay } from "../../src/pricing/display-amounts.ts";
import { offer3x2Available, offer3x2DiscountPerPerson } from "../../src/pricing/offer-3x2.ts";
import { activityPricesFromPeriod, tariffLookupFromCatalog } from "../../src/pricing/price-lookup.ts";
import type { PricedQuote } from "../../src/pricing/price-quote.ts";
import { EMPTY_PRODUCTS, lodgingKindsIn, lodgingUnits } from "../../src/pricing/product-counts.ts";
import { promotionMatchesVisit, type SpecialPromotionTerms } from "../../src/pricing/special-promotion.ts";
import { numberOfDays, stayNights } from "../../src/pricing/stay-nights.ts";

describe("stay nights", () => {
  it("names each night by its start date, from arrival to the day before departure", () => {
    const visit = {
      stayType: "CAMPING_PASS" as const,
      arrivalDate: "2027-12-30",
      departureDate: "2028-01-02",
    };
    expect(stayNights(visit)).toEqual(["2027-12-30", "2027-12-31", "2028-01-01"]);
    expect(numberOfDays(visit)).toBe(3);
  });
  it("gives a day pass, a missing departure or a reversed range no night", () => {
    expect(
      numberOfDays({ stayType: "DAY_PASS", arrivalDate: "2027-01-01", departureDate: "2027-01-05" }),
    ).toBe(0);
    expect(numberOfDays({ stayType: "CABIN", arrivalDate: "2027-01-01", departureDate: null })).toBe(0);
    expect(numberOfDays({ stayType: "CABIN", arrivalDate: "2027-01-05", departureDate: "2027-01-01" })).toBe(
      0,
    );
  });
});

describe("3x2 offer", () => {
  it("is offered for camping of more than one day, never with lodging or a day pass", () => {
    expect(offer3x2Available("CAMPING_PASS", 2, EMPTY_PRODUCTS)).toBe(true);
    expect(offer3x2Available("CAMPING_PASS", 1, EMPTY_PRODUCTS)).toBe(false);
    expect(offer3x2Available("CAMPING_PASS", 3, { ...EMPTY_PRODUCTS, tipis: 1 })).toBe(false);
    expect(offer3x2Available("TIPI", 3, EMPTY_PRODUCTS)).toBe(false);
    expect(offer3x2Available("DAY_PASS", 3, EMPTY_PRODUCTS)).toBe(false);
  });
  it("frees the 3rd, 6th, ... nights but never the day pass", () => {
    const units = [
      { kind: "day" as const, date: "2027-01-01", price: 100 },
      ...[10, 20, 30, 40, 50, 60, 70].map((price, nightIndex) => ({
        kind: "night" as const,
        date: `2027-01-0${nightIndex + 1}`,
        nightIndex,
        price,
      })),
    ];
    expect(offer3x2DiscountPerPerson(units)).toBe(30 + 60);
  });
});

describe("special promotion matching", () => {
  const terms: SpecialPromotionTerms = {
    startDate: "2027-05-01",
    endDate: "2027-05-31",
    arrivalTime: "NIGHT",
    datesValidityOnly: true,
    pricePerDay: 0,
    pricePerNight: 0,
  };
  it("needs the arrival in its dates and the same arrival time", () => {
    expect(promotionMatchesVisit(terms, { arrivalDate: "2027-05-31", arrivalTime: "NIGHT" })).toBe(true);
    expect(promotionMatchesVisit(terms, { arrivalDate: "2027-06-01", arrivalTime: "NIGHT" })).toBe(false);
    expect(promotionMatchesVisit(terms, { arrivalDate: "2027-05-10", arrivalTime: "DAY" })).toBe(false);
    expect(
      promotionMatchesVisit(
        { ...terms, arrivalTime: null },
        { arrivalDate: "2027-05-10", arrivalTime: "DAY" },
      ),
    ).toBe(true);
  });
});

describe("ATV rows", () => {
  it("merge into one line keeping every vehicle-hour", () => {
    expect(mergeAtvRows([])).toEqual({ atvs: 0, atvHours: 0 });
    expect(mergeAtvRows([{ quantity: 2, hours: 2 }])).toEqual({ atvs: 2, atvHours: 2 });
    expect(
      mergeAtvRows([
        { quantity: 2, hours: 1 },
        { quantity: 2, hours: 3 },
      ]),
    ).toEqual({ atvs: 4, atvHours: 2 });
    expect(
      mergeAtvRows([
        { quantity: 1, hours: 1 },
        { quantity: 1, hours: 2 },
      ]),
    ).toEqual({ atvs: 2, atvHours: 1.5 });
  });
});

describe("product counts", () => {
  it("adds lodging units of every kind", () => {
    const products = { ...EMPTY_PRODUCTS, cabins: 2, superiorCabins: 1, canopyPasses: 4 };
    expect(lodgingUnits(products)).toBe(3);
    expect(lodgingKindsIn(products)).toEqual(["CABIN", "SUPERIOR_CABIN"]);
  });
});

describe("catalog conversion", () => {
  it("reads the API's pesos as centavos, the last entry of a date winning", () => {
    const prices = {
      color: "RED" as const,
      dayPassPrice: 120.5,
      campingPassPrice: 180,
      campingNightPrice: 144,
      canopyPrice: 700,
      cabinPrice: 1200,
      tipiPrice: 420,
      lakeVillagePrice: 1080,
      superiorCabinPrice: 1440,
    };
    const lookup = tariffLookupFromCatalog([
      { date: "2027-02-01", datePrices: { ...prices, dayPassPrice: 1 } },
      { date: "2027-02-01", datePrices: prices },
    ]);
    expect(lookup("2027-02-01")).toEqual({
      color: "RED",
      dayPassPrice: 12_050,
      campingPassPrice: 18_000,
      campingNightPrice: 14_400,
      cabinPrice: 120_000,
      tipiPrice: 42_000,
      lakeVillagePrice: 108_000,
      superiorCabinPrice: 144_000,
    });
    expect(lookup("2027-02-02")).toBeUndefined();
  });
  it("sells activities at the period's regular prices", () => {
    expect(
      activityPricesFromPeriod({
        startDate: "2027-01-01",
        endDate: "2027-12-31",
        regularCanopyPrice: 1000,
        specialCanopyPrice: 700,
        nightCanopyPrice: 850,
        regularHorsebackRidingPrice: 700,
        specialHorsebackRidingPrice: 500,
        regularAtvsPrice: 1350,
        specialAtvsPrice: 1000,
      }),
    ).toEqual({
      canopyPass: 100_000,
      canopyNightPass: 85_000,
      horsebackRidingPass: 70_000,
      atvHour: 135_000,
    });
  });
});

describe("display amounts", () => {
  const priced: PricedQuote = {
    items: [
      { key: "day_pass", quantity: 3, price: 20_000, totalAmount: 60_000 },
      { key: "atv", quantity: 1, price: 135_000, totalAmount: 270_000, hours: 2 },
    ],
    numberOfDays: 0,
    subtotalAmount: 330_000,
    discountAmount: 10_000,
    discountSource: "SPECIAL_PROMOTION",
    totalAmount: 320_000,
    admissionPerPerson: { regular: 20_000, discounted: 16_667 },
  };
  it("shows pesos as they are in MXN", () => {
    expect(displayAmount(123_456, { code: "MXN", exchangeRate: 1 })).toBe(1234.56);
    expect(quoteForDisplay(priced, { code: "MXN", exchangeRate: 1 })).toEqual({
      currency: "MXN",
      items: [
        { key: "day_pass", quantity: 3, price: 200, totalAmount: 600 },
        { key: "atv", quantity: 1, price: 1350, totalAmount: 2700, hours: 2 },
      ],
      subtotalAmount: 3300,
      discountAmount: 100,
      totalAmount: 3200,
    });
  });
  it("divides each figure by the rate, rounded to 2 decimals", () => {
    const usd = quoteForDisplay(priced, { code: "USD", exchangeRate: 17.85 });
    expect(usd.items[0]).toEqual({ key: "day_pass", quantity: 3, price: 11.2, totalAmount: 33.61 });
    expect(usd.totalAmount).toBe(179.27);
  });
});
