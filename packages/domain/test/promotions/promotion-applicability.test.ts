import { describe, expect, it } from "vitest";
import { parkInstant } from "../../src/date-change/park-instant.ts";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import {
  type PromotionQuote,
  promotionActive,
  promotionApplicability,
  promotionLowersTotal,
  promotionVisit,
  type SpecialPromotion,
} from "../../src/promotions/promotion-applicability.ts";
import { promotionPricePerPerson } from "../../src/promotions/promotion-price.ts";
import { lookupOf, tariff } from "../pricing/pricing-fixtures.ts";

/** 7:00 am park time on `date`. */
function morningOf(date: string): Date {
  return parkInstant(date, "07:00");
}
const TODAY = morningOf("2027-07-01");
/** Any visit from 1 to 31 July arriving by day: 150 a day, 150 a night (like the seeded ESCAPADA). */
const WINDOW: SpecialPromotion = {
  startDate: "2027-07-01",
  endDate: "2027-07-31",
  arrivalTime: "DAY",
  datesValidityOnly: true,
  pricePerDay: 15_000,
  pricePerNight: 15_000,
  maxLodgeCapacity: 6,
};
/** A fixed Friday-to-Sunday package arriving at night (like LUNALAGO). */
const WEEKEND: SpecialPromotion = {
  ...WINDOW,
  startDate: "2027-07-16",
  endDate: "2027-07-18",
  arrivalTime: "NIGHT",
  datesValidityOnly: false,
};
const CAMPING: PromotionQuote = {
  stayType: "CAMPING_PASS",
  arrivalDate: "2027-07-09",
  departureDate: "2027-07-11",
  arrivalTime: "DAY",
  numberOfPersons: 2,
  products: EMPTY_PRODUCTS,
  offer3x2: false,
};

describe("whether a special code applies to a quote", () => {
  it("applies when the arrival falls in its dates at its arrival time", () => {
    expect(promotionApplicability(WINDOW, CAMPING, TODAY)).toBe("APPLIES");
  });

  it("asks to move the visit when the dates or the arrival time differ", () => {
    expect(
      promotionApplicability(
        WINDOW,
        { ...CAMPING, arrivalDate: "2027-08-01", departureDate: "2027-08-03" },
        TODAY,
      ),
    ).toBe("MOVE_VISIT");
    expect(promotionApplicability(WINDOW, { ...CAMPING, arrivalTime: "NIGHT" }, TODAY)).toBe("MOVE_VISIT");
    expect(promotionApplicability(WEEKEND, CAMPING, TODAY)).toBe("MOVE_VISIT");
  });

  it("is invalid once no date that can still be bought is left", () => {
    expect(promotionActive(WINDOW, morningOf("2027-07-30"))).toBe(true);
    expect(promotionActive(WINDOW, morningOf("2027-07-31"))).toBe(false);
    expect(promotionActive(WEEKEND, morningOf("2027-07-15"))).toBe(true);
    expect(promotionActive(WEEKEND, morningOf("2027-07-16"))).toBe(false);
    // 24 hours ahead by the clock: at 6:30 pm on the 15th the package's 6:00 pm arrival is 23.5 hours away.
    expect(promotionActive(WEEKEND, parkInstant("2027-07-15", "18:30"))).toBe(false);
    expect(promotionApplicability(WINDOW, CAMPING, morningOf("2027-08-01"))).toBe("ENDED");
  });

  it("does not combine with the 3x2 offer", () => {
    expect(promotionApplicability(WINDOW, { ...CAMPING, offer3x2: true }, TODAY)).toBe("WITH_3X2");
  });

  it("refuses a night promotion on a day pass", () => {
    const dayPass = { ...CAMPING, stayType: "DAY_PASS" as const, departureDate: CAMPING.arrivalDate };
    expect(promotionApplicability(WEEKEND, dayPass, TODAY)).toBe("DAY_PASS_AT_NIGHT");
    expect(promotionApplicability(WINDOW, dayPass, TODAY)).toBe("APPLIES");
  });

  it("applies to a lodging quote up to maxLodgeCapacity persons per unit", () => {
    const cabin = { ...CAMPING, stayType: "CABIN" as const, products: { ...EMPTY_PRODUCTS, cabins: 1 } };
    expect(promotionApplicability(WINDOW, { ...cabin, numberOfPersons: 6 }, TODAY)).toBe("APPLIES");
    expect(
      promotionApplicability({ ...WINDOW, maxLodgeCapacity: 4 }, { ...cabin, numberOfPersons: 5 }, TODAY),
    ).toBe("LODGE_CAPACITY");
  });
});

describe("where the change-dates modal moves the visit", () => {
  it("moves a fixed package to exactly its dates and arrival time", () => {
    expect(promotionVisit(WEEKEND, CAMPING, TODAY)).toEqual({
      arrivalDate: "2027-07-16",
      departureDate: "2027-07-18",
      arrivalTime: "NIGHT",
    });
  });

  it("keeps the nights and moves the arrival into a window, not before tomorrow", () => {
    const august = { ...CAMPING, arrivalDate: "2027-08-01", departureDate: "2027-08-04" };
    expect(promotionVisit(WINDOW, august, TODAY)).toEqual({
      arrivalDate: "2027-07-02",
      departureDate: "2027-07-05",
      arrivalTime: "DAY",
    });
    expect(promotionVisit({ ...WINDOW, startDate: "2027-07-20" }, august, TODAY).arrivalDate).toBe(
      "2027-07-20",
    );
    const night = { ...CAMPING, arrivalTime: "NIGHT" as const };
    expect(promotionVisit(WINDOW, night, TODAY)).toEqual({
      ...promotionVisit(WINDOW, CAMPING, TODAY),
      arrivalTime: "DAY",
    });
    expect(promotionApplicability(WINDOW, { ...night, ...promotionVisit(WINDOW, night, TODAY) }, TODAY)).toBe(
      "APPLIES",
    );
  });
});

describe("price per person before and after", () => {
  const black = tariff("BLACK", [200, 300, 240, 2000, 700, 1800, 2400]);
  const tariffFor = lookupOf({ "2027-07-09": black, "2027-07-10": black });
  const visit = {
    stayType: "CAMPING_PASS" as const,
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "DAY" as const,
  };

  it("shows one person's admission at the calendar's prices and at the promotion's", () => {
    // Day pass 200 + two nights 300 = 800; with the code 150 + 150 + 150 = 450.
    expect(promotionPricePerPerson(WINDOW, visit, tariffFor)).toEqual({ before: 80_000, after: 45_000 });
    // At night the day-arrival code does not match: the same price twice.
    expect(promotionPricePerPerson(WINDOW, { ...visit, arrivalTime: "NIGHT" }, tariffFor)).toEqual({
      before: 54_000,
      after: 54_000,
    });
  });

  it("reports dates without a price", () => {
    const later = { ...visit, arrivalDate: "2027-07-10", departureDate: "2027-07-12" };
    expect(promotionPricePerPerson(WINDOW, later, tariffFor)).toEqual({
      error: "no_price",
      dates: ["2027-07-11"],
    });
  });
});

describe("a special code never makes a visit dearer (issue 30)", () => {
  it("applies only when the visit's total with it is lower than without it", () => {
    // The visit: $496 before; moved to a day arrival with the code, $766 (and $766 without it).
    expect(promotionLowersTotal({ before: 49_600, after: 76_600, movedWithoutCode: 76_600 })).toBe(false);
    // As it stands: "Before $383.00 / With the promotion $383.00".
    expect(promotionLowersTotal({ before: 38_300, after: 38_300, movedWithoutCode: 38_300 })).toBe(false);
    expect(promotionLowersTotal({ before: 160_000, after: 90_000, movedWithoutCode: 160_000 })).toBe(true);
    // Cheaper dates alone: the visit costs less moved, but the code saves nothing there.
    expect(promotionLowersTotal({ before: 130_000, after: 78_000, movedWithoutCode: 78_000 })).toBe(false);
    expect(promotionLowersTotal({ before: 130_000, after: 60_000, movedWithoutCode: 78_000 })).toBe(true);
  });
});
