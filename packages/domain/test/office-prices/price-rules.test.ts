import { describe, expect, it } from "vitest";
import { exchangeRateSchema, priceChangeSchema } from "../../src/office-prices/price-changes.ts";
import {
  currentTariffs,
  discountedTariff,
  overlappingPeriod,
  paintedRows,
  periodIssues,
  rangeIssues,
  type TariffRow,
  tariffRuns,
} from "../../src/office-prices/price-rules.ts";

const TODAY = "2026-11-22";

/** A full (BLACK) tariff in centavos. */
const TARIFF = {
  dayPassPrice: 25_000,
  campingPassPrice: 20_000,
  campingNightPrice: 15_000,
  cabinPrice: 200_000,
  tipiPrice: 65_000,
  lakeVillagePrice: 200_000,
  superiorCabinPrice: 250_000,
};

function row(date: string, color: TariffRow["color"], dayPassPrice: number): TariffRow {
  return { date, color, ...TARIFF, dayPassPrice };
}

describe("rangeIssues", () => {
  it("accepts today to exactly two years later", () => {
    expect(rangeIssues(TODAY, "2028-11-22", TODAY)).toEqual([]);
  });
  it("refuses a day more than two years", () => {
    expect(rangeIssues(TODAY, "2028-11-23", TODAY)).toEqual([{ path: "endDate", message: "range_too_long" }]);
  });
  it("refuses a start before today and a reversed range", () => {
    expect(rangeIssues("2026-11-21", "2026-11-30", TODAY)).toEqual([
      { path: "startDate", message: "date_in_past" },
    ]);
    expect(rangeIssues("2026-12-02", "2026-12-01", TODAY)).toEqual([
      { path: "endDate", message: "reversed_range" },
    ]);
  });
});

describe("periodIssues", () => {
  it("lets a period that started already change while it has not ended", () => {
    expect(periodIssues("2026-01-01", "2026-12-31", TODAY)).toEqual([]);
    expect(periodIssues("2026-01-01", "2026-11-21", TODAY)).toEqual([
      { path: "endDate", message: "date_in_past" },
    ]);
  });
});

describe("paintedRows", () => {
  const rows = [
    row("2026-12-01", "BLUE", 21_300),
    row("2026-12-05", "BLACK", 25_000),
    row("2027-01-10", "BLUE", 22_000),
  ];

  it("takes the latest date of the colour on or before each date, else the first after it", () => {
    const tariffs = paintedRows(rows, "BLUE", [
      "2026-11-30",
      "2026-12-01",
      "2027-01-09",
      "2027-01-10",
      "2027-06-01",
    ]);
    expect(tariffs?.map((t) => t.dayPassPrice)).toEqual([21_300, 21_300, 21_300, 22_000, 22_000]);
  });

  it("gives a colour no date has the BLACK prices less its discount, rounded to whole pesos", () => {
    const [yellow] = paintedRows(rows, "YELLOW", ["2026-12-10"]) ?? [];
    // 250 pesos less 55 % is 112.50, shown and charged as 113.
    expect(yellow?.dayPassPrice).toBe(11_300);
    expect(yellow?.campingPassPrice).toBe(9_000);
    expect(yellow?.tipiPrice).toBe(29_300);
  });

  it("has nothing to give when neither the colour nor BLACK has a date", () => {
    expect(paintedRows([row("2026-12-01", "BLUE", 21_300)], "RED", ["2026-12-02"])).toBeUndefined();
    expect(paintedRows([], "BLACK", ["2026-12-02"])).toBeUndefined();
  });

  it("discounts 15 % for BLUE and 40 % for RED", () => {
    const full = row("2026-12-05", "BLACK", 25_000);
    expect(discountedTariff(full, "BLUE").dayPassPrice).toBe(21_300);
    expect(discountedTariff(full, "RED").cabinPrice).toBe(120_000);
  });
});

describe("overlappingPeriod", () => {
  const periods = [
    { id: 1, startDate: "2026-01-01", endDate: "2026-12-31" },
    { id: 2, startDate: "2027-01-01", endDate: "2027-06-30" },
  ];
  it("finds a period sharing a day, but not the one being replaced", () => {
    expect(overlappingPeriod(periods, { id: null, startDate: "2026-12-31", endDate: "2027-01-05" })?.id).toBe(
      1,
    );
    expect(
      overlappingPeriod(periods, { id: 1, startDate: "2026-06-01", endDate: "2026-12-31" }),
    ).toBeUndefined();
    expect(
      overlappingPeriod(periods, { id: null, startDate: "2027-07-01", endDate: "2027-12-31" }),
    ).toBeUndefined();
  });
});

describe("priceChangeSchema", () => {
  /** Today's BLUE tariff set to these prices. */
  const tariffChange = (prices: Record<string, number>) =>
    priceChangeSchema.safeParse({ kind: "tariff", startDate: TODAY, endDate: TODAY, color: "BLUE", prices });

  it("refuses a price below zero and a fraction of a centavo with their keys", () => {
    const negative = tariffChange({ ...TARIFF, cabinPrice: -1 });
    expect(negative.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["prices.cabinPrice", "negative_price"],
    ]);
    const fraction = tariffChange({ ...TARIFF, tipiPrice: 10.5 });
    expect(fraction.error?.issues[0]?.message).toBe("invalid_price");
  });
  it("refuses a colour the calendar does not have", () => {
    const result = priceChangeSchema.safeParse({
      kind: "paint",
      startDate: TODAY,
      endDate: TODAY,
      color: "GREEN",
    });
    expect(result.error?.issues[0]?.message).toBe("invalid_color");
  });
});

describe("exchangeRateSchema", () => {
  it("takes a positive rate with up to 4 decimals", () => {
    expect(exchangeRateSchema.safeParse({ value: 17.2345 }).success).toBe(true);
    expect(exchangeRateSchema.safeParse({ value: 17.23456 }).success).toBe(false);
    expect(exchangeRateSchema.safeParse({ value: 0 }).success).toBe(false);
    expect(exchangeRateSchema.safeParse({ value: -3 }).success).toBe(false);
  });
});

describe("currentTariffs", () => {
  it("takes each colour's first date from today on, else its latest, and null for an absent colour", () => {
    const rows = [
      row("2026-11-01", "BLUE", 20_000),
      row("2026-11-30", "BLUE", 21_300),
      row("2026-12-10", "BLUE", 23_000),
      row("2026-10-01", "RED", 15_000),
    ];
    const tariffs = currentTariffs(rows, TODAY);
    expect(tariffs.BLUE?.dayPassPrice).toBe(21_300);
    expect(tariffs.RED?.dayPassPrice).toBe(15_000);
    expect(tariffs.BLACK).toBeNull();
  });
});

describe("tariffRuns", () => {
  it("folds consecutive alike days and breaks on a gap, a colour or a price", () => {
    const runs = tariffRuns([
      row("2026-12-01", "BLUE", 21_300),
      row("2026-12-02", "BLUE", 21_300),
      row("2026-12-03", "BLUE", 22_000),
      row("2026-12-04", "RED", 22_000),
      row("2026-12-06", "RED", 22_000),
    ]);
    expect(runs.map((r) => [r.startDate, r.endDate, r.color, r.dayPassPrice])).toEqual([
      ["2026-12-01", "2026-12-02", "BLUE", 21_300],
      ["2026-12-03", "2026-12-03", "BLUE", 22_000],
      ["2026-12-04", "2026-12-04", "RED", 22_000],
      ["2026-12-06", "2026-12-06", "RED", 22_000],
    ]);
  });
});
