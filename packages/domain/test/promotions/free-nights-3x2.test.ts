import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, eachDate } from "../../src/dates.ts";
import { offer3x2Available, offer3x2DiscountPerPerson } from "../../src/pricing/offer-3x2.ts";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import { freeNights3x2, savings3x2PerPerson } from "../../src/promotions/free-nights-3x2.ts";

/** Consecutive nights from a date, priced in pesos (as centavos). */
function nightsFrom(start: string, pesos: number[]) {
  return pesos.map((price, i) => ({ date: addDays(start, i), price: price * 100 }));
}

describe("3x2: every third consecutive camping night free (000 §9)", () => {
  it("gives the third night of a 3-night stay", () => {
    const nights = nightsFrom("2027-07-09", [300, 300, 255]);
    expect(freeNights3x2(nights)).toEqual([{ date: "2027-07-11", price: 25_500 }]);
    expect(savings3x2PerPerson({ stayType: "CAMPING_PASS", products: EMPTY_PRODUCTS, nights })).toBe(25_500);
  });

  it("gives the 3rd and 6th nights of a 6-night stay, each at its own price", () => {
    const nights = nightsFrom("2027-07-05", [135, 135, 255, 255, 300, 300]);
    expect(freeNights3x2(nights).map((n) => n.date)).toEqual(["2027-07-07", "2027-07-10"]);
    expect(savings3x2PerPerson({ stayType: "CAMPING_PASS", products: EMPTY_PRODUCTS, nights })).toBe(55_500);
  });

  it("gives nothing for two nights, nor for nights that are not consecutive", () => {
    expect(freeNights3x2(nightsFrom("2027-07-09", [300, 300]))).toEqual([]);
    const split = [...nightsFrom("2027-07-01", [100, 100]), ...nightsFrom("2027-07-04", [100, 100])];
    expect(freeNights3x2(split)).toEqual([]);
    // A gap restarts the count: 2 + 3 nights give only the third of the second run.
    const twoThenThree = [
      ...nightsFrom("2027-07-01", [100, 100]),
      ...nightsFrom("2027-07-04", [100, 100, 120]),
    ];
    expect(freeNights3x2(twoThenThree)).toEqual([{ date: "2027-07-06", price: 12_000 }]);
  });

  it("counts in date order whatever order the nights come in", () => {
    const nights = nightsFrom("2027-07-09", [300, 300, 255]).reverse();
    expect(freeNights3x2(nights).map((n) => n.date)).toEqual(["2027-07-11"]);
  });

  it("excludes lodging visits and stays of one night or less (the toggle is hidden)", () => {
    const nights = nightsFrom("2027-07-09", [300, 300, 255]);
    expect(
      savings3x2PerPerson({ stayType: "CABIN", products: { ...EMPTY_PRODUCTS, cabins: 1 }, nights }),
    ).toBe(0);
    expect(
      savings3x2PerPerson({ stayType: "CAMPING_PASS", products: { ...EMPTY_PRODUCTS, tipis: 1 }, nights }),
    ).toBe(0);
    expect(offer3x2Available("CAMPING_PASS", 1, EMPTY_PRODUCTS)).toBe(false);
    expect(offer3x2Available("DAY_PASS", 0, EMPTY_PRODUCTS)).toBe(false);
    expect(offer3x2Available("CAMPING_PASS", 2, EMPTY_PRODUCTS)).toBe(true);
    expect(offer3x2Available("LAKE_VILLAGE", 4, EMPTY_PRODUCTS)).toBe(false);
  });

  it("agrees with the quote's pricing for any consecutive stay", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 20 }), (prices) => {
        const dates =
          prices.length === 0 ? [] : eachDate("2027-01-01", addDays("2027-01-01", prices.length - 1));
        const nights = dates.map((date, i) => ({ date, price: prices[i]! }));
        const units = nights.map((n, nightIndex) => ({ kind: "night" as const, nightIndex, ...n }));
        const saved = freeNights3x2(nights).reduce((sum, n) => sum + n.price, 0);
        expect(saved).toBe(offer3x2DiscountPerPerson(units));
        expect(freeNights3x2(nights)).toHaveLength(Math.floor(prices.length / 3));
      }),
    );
  });
});
