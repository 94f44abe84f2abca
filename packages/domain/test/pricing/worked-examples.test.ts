import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { colorPrice } from "../../src/catalog.ts";
import { PRICE_COLORS } from "../../src/constants.ts";
import { pesosToCentavos } from "../../src/money.ts";
import type { DateTariff, TariffLookup } from "../../src/pricing/price-lookup.ts";
import { isPricingError, priceQuote } from "../../src/pricing/price-quote.ts";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import {
  EXAMPLE_ACTIVITY_PRICES,
  EXAMPLE_CALENDAR,
  EXAMPLE_TARIFFS,
  type PesoTariff,
  WORKED_EXAMPLES,
} from "./worked-examples.ts";
import { END_MARKER, renderWorkedExamples, START_MARKER } from "./worked-examples-markdown.ts";

const pricingMd = readFileSync(new URL("../../src/pricing/PRICING.md", import.meta.url), "utf8");

/** Table rows without cell padding, so a markdown formatter's column alignment does not matter. */
function normalizeTables(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => {
      if (!line.startsWith("|")) return line;
      const cells = line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim());
      return `| ${cells.map((cell) => (/^:?-+:?$/.test(cell) ? "---" : cell)).join(" | ")} |`;
    })
    .join("\n");
}

const tariffFor: TariffLookup = (date) => {
  const color = EXAMPLE_CALENDAR.find((d) => d.date === date)?.color;
  if (!color) return undefined;
  const t = EXAMPLE_TARIFFS[color];
  const tariff: DateTariff = {
    color,
    dayPassPrice: pesosToCentavos(t.dayPassPrice),
    campingPassPrice: pesosToCentavos(t.campingPassPrice),
    campingNightPrice: pesosToCentavos(t.campingNightPrice),
    cabinPrice: pesosToCentavos(t.cabinPrice),
    tipiPrice: pesosToCentavos(t.tipiPrice),
    lakeVillagePrice: pesosToCentavos(t.lakeVillagePrice),
    superiorCabinPrice: pesosToCentavos(t.superiorCabinPrice),
  };
  return tariff;
};

const activityPrices = {
  canopyPass: pesosToCentavos(EXAMPLE_ACTIVITY_PRICES.canopyPass),
  canopyNightPass: pesosToCentavos(EXAMPLE_ACTIVITY_PRICES.canopyNightPass),
  horsebackRidingPass: pesosToCentavos(EXAMPLE_ACTIVITY_PRICES.horsebackRidingPass),
  atvHour: pesosToCentavos(EXAMPLE_ACTIVITY_PRICES.atvHour),
};

describe("PRICING.md worked examples", () => {
  it("PRICING.md holds exactly the tables rendered from worked-examples.json", () => {
    const start = pricingMd.indexOf(START_MARKER);
    const end = pricingMd.indexOf(END_MARKER);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    expect(normalizeTables(pricingMd.slice(start, end + END_MARKER.length))).toBe(
      normalizeTables(renderWorkedExamples()),
    );
  });

  it("the example tariffs are the BLACK tariff at each colour's discount", () => {
    for (const color of PRICE_COLORS) {
      for (const field of Object.keys(EXAMPLE_TARIFFS.BLACK) as (keyof PesoTariff)[]) {
        expect(EXAMPLE_TARIFFS[color][field]).toBe(colorPrice(EXAMPLE_TARIFFS.BLACK[field], color));
      }
    }
  });

  for (const example of WORKED_EXAMPLES) {
    it(`#${example.id} ${example.title}`, () => {
      const result = priceQuote({
        visit: {
          stayType: example.stayType,
          arrivalDate: example.arrivalDate,
          departureDate: example.departureDate,
          arrivalTime: example.arrivalTime,
          numberOfPersons: example.persons,
        },
        products: { ...EMPTY_PRODUCTS, ...example.products },
        tariffFor,
        activityPrices,
        offer3x2: example.offer3x2,
        promotion: example.promotion && {
          ...example.promotion,
          pricePerDay: pesosToCentavos(example.promotion.pricePerDay),
          pricePerNight: pesosToCentavos(example.promotion.pricePerNight),
        },
      });
      const expected = example.expected;
      if ("noPrice" in expected) {
        expect(result).toEqual({ error: "no_price", dates: expected.noPrice });
        return;
      }
      if (isPricingError(result)) throw new Error(`unexpected ${result.error}`);
      expect(result.items).toEqual(
        expected.lines.map((l) => ({
          key: l.key,
          quantity: l.quantity,
          price: pesosToCentavos(l.price),
          totalAmount: pesosToCentavos(l.total),
          ...(l.hours === undefined ? {} : { hours: l.hours }),
        })),
      );
      expect(result.discountSource).toBe(expected.discountRule);
      expect(result.discountAmount).toBe(pesosToCentavos(expected.discount));
      expect(result.totalAmount).toBe(pesosToCentavos(expected.total));
      expect(result.subtotalAmount).toBe(
        pesosToCentavos(expected.lines.reduce((sum, l) => sum + l.total, 0)),
      );
    });
  }
});
