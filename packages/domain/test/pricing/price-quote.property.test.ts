import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ARRIVAL_TIMES, LODGING_INVENTORY, PRICE_COLORS, STAY_TYPES } from "../../src/constants.ts";
import { addDays } from "../../src/dates.ts";
import { ITEM_KEYS, itemOrder } from "../../src/pricing/item-keys.ts";
import type { DateTariff } from "../../src/pricing/price-lookup.ts";
import {
  isPricingError,
  type PricedQuote,
  type PricingInput,
  priceQuote,
} from "../../src/pricing/price-quote.ts";
import { stayNights } from "../../src/pricing/stay-nights.ts";

const FIRST_DATE = "2027-01-01";
const WINDOW = 24;
const price = fc.integer({ min: 0, max: 500_000 });

const tariffArb: fc.Arbitrary<DateTariff> = fc.record({
  color: fc.constantFrom(...PRICE_COLORS),
  dayPassPrice: price,
  campingPassPrice: price,
  campingNightPrice: price,
  cabinPrice: price,
  tipiPrice: price,
  lakeVillagePrice: price,
  superiorCabinPrice: price,
});

const inputArb: fc.Arbitrary<PricingInput> = fc
  .record({
    tariffs: fc.array(tariffArb, { minLength: WINDOW, maxLength: WINDOW }),
    stayType: fc.constantFrom(...STAY_TYPES),
    arrivalOffset: fc.integer({ min: 0, max: 12 }),
    nights: fc.integer({ min: 0, max: 10 }),
    arrivalTime: fc.constantFrom(...ARRIVAL_TIMES),
    persons: fc.integer({ min: 0, max: 99 }),
    cabins: fc.integer({ min: 0, max: LODGING_INVENTORY.CABIN }),
    tipis: fc.integer({ min: 0, max: LODGING_INVENTORY.TIPI }),
    lakeVillages: fc.integer({ min: 0, max: LODGING_INVENTORY.LAKE_VILLAGE }),
    superiorCabins: fc.integer({ min: 0, max: LODGING_INVENTORY.SUPERIOR_CABIN }),
    canopyPasses: fc.integer({ min: 0, max: 99 }),
    canopyNightPasses: fc.integer({ min: 0, max: 50 }),
    horsebackRidingPasses: fc.integer({ min: 0, max: 12 }),
    atvs: fc.integer({ min: 0, max: 10 }),
    atvHours: fc.integer({ min: 1, max: 10 }),
    activityPrices: fc.record({
      canopyPass: price,
      canopyNightPass: price,
      horsebackRidingPass: price,
      atvHour: price,
    }),
    offer3x2: fc.boolean(),
    promotion: fc.option(
      fc.record({
        startOffset: fc.integer({ min: 0, max: 20 }),
        length: fc.integer({ min: 0, max: 10 }),
        arrivalTime: fc.option(fc.constantFrom(...ARRIVAL_TIMES)),
        datesValidityOnly: fc.boolean(),
        pricePerDay: price,
        pricePerNight: price,
      }),
    ),
  })
  .map((g) => {
    const arrivalDate = addDays(FIRST_DATE, g.arrivalOffset);
    const departureDate = g.stayType === "DAY_PASS" ? arrivalDate : addDays(arrivalDate, g.nights);
    const byDate = new Map(g.tariffs.map((t, i) => [addDays(FIRST_DATE, i), t]));
    const promotion = g.promotion && {
      startDate: addDays(FIRST_DATE, g.promotion.startOffset),
      endDate: addDays(FIRST_DATE, g.promotion.startOffset + g.promotion.length),
      arrivalTime: g.promotion.arrivalTime,
      datesValidityOnly: g.promotion.datesValidityOnly,
      pricePerDay: g.promotion.pricePerDay,
      pricePerNight: g.promotion.pricePerNight,
    };
    return {
      visit: {
        stayType: g.stayType,
        arrivalDate,
        departureDate,
        arrivalTime: g.arrivalTime,
        numberOfPersons: g.persons,
      },
      products: {
        cabins: g.cabins,
        tipis: g.tipis,
        lakeVillages: g.lakeVillages,
        superiorCabins: g.superiorCabins,
        canopyPasses: g.canopyPasses,
        canopyNightPasses: g.canopyNightPasses,
        horsebackRidingPasses: g.horsebackRidingPasses,
        atvs: g.atvs,
        atvHours: g.atvs > 0 ? g.atvHours : 0,
      },
      tariffFor: (date: string) => byDate.get(date),
      activityPrices: g.activityPrices,
      offer3x2: g.offer3x2,
      promotion,
    };
  });

function mustPrice(input: PricingInput): PricedQuote {
  const result = priceQuote(input);
  if (isPricingError(result)) throw new Error(`unexpected ${result.error}`);
  return result;
}

const isNonNegativeInteger = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe("pricing invariants", () => {
  it("every amount is a non-negative whole number of centavos", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = mustPrice(input);
        for (const n of [q.subtotalAmount, q.discountAmount, q.totalAmount])
          expect(isNonNegativeInteger(n)).toBe(true);
        for (const item of q.items) {
          expect(isNonNegativeInteger(item.price)).toBe(true);
          expect(isNonNegativeInteger(item.totalAmount)).toBe(true);
          expect(item.quantity).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("total = sum of the lines - discount, and the discount never exceeds admission", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = mustPrice(input);
        const lines = q.items.reduce((sum, item) => sum + item.totalAmount, 0);
        expect(q.subtotalAmount).toBe(lines);
        expect(q.totalAmount).toBe(lines - q.discountAmount);
        const admission = q.items
          .filter((i) => i.key === "day_pass" || i.key === "camping_pass")
          .reduce((sum, i) => sum + i.totalAmount, 0);
        expect(q.discountAmount).toBeLessThanOrEqual(admission);
      }),
    );
  });

  it("unit price x quantity (x hours) is the line total exactly for whole hours", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const item of mustPrice(input).items) {
          expect(item.price * item.quantity * (item.hours ?? 1)).toBe(item.totalAmount);
        }
      }),
    );
  });

  it("a line total is within half a centavo of price x quantity x hours for averaged ATV hours", () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 4 }),
        (input, hours) => {
          const atvHours = hours.reduce((a, b) => a + b, 0) / hours.length;
          const q = mustPrice({ ...input, products: { ...input.products, atvs: hours.length, atvHours } });
          const atv = q.items.find((i) => i.key === "atv")!;
          expect(Math.abs(atv.price * atv.quantity * atvHours - atv.totalAmount)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it("adding a person never lowers the total", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(input.visit.numberOfPersons < 99);
        const more = {
          ...input,
          visit: { ...input.visit, numberOfPersons: input.visit.numberOfPersons + 1 },
        };
        expect(mustPrice(more).totalAmount).toBeGreaterThanOrEqual(mustPrice(input).totalAmount);
      }),
    );
  });

  it("items are always in display order, one line per key", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const order = mustPrice(input).items.map((i) => itemOrder(i.key));
        for (let i = 1; i < order.length; i++) expect(order[i]!).toBeGreaterThan(order[i - 1]!);
        for (const index of order) expect(ITEM_KEYS[index]).toBeDefined();
      }),
    );
  });

  it("a priced date without a tariff makes the quote unpriceable, naming that date", () => {
    fc.assert(
      fc.property(inputArb, fc.nat(), (input, pick) => {
        const nights = stayNights(input.visit);
        const needed = nights.length > 0 ? nights : [input.visit.arrivalDate];
        const missing = needed[pick % needed.length]!;
        const result = priceQuote({
          ...input,
          tariffFor: (d) => (d === missing ? undefined : input.tariffFor(d)),
        });
        expect(result).toEqual({ error: "no_price", dates: [missing] });
      }),
    );
  });
});
