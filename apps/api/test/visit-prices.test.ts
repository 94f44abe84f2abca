import { describe, expect, it } from "vitest";
import { priceCalendar } from "../src/db/schema/prices.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { getJson } from "./helpers/test-app.ts";

useAppFile();

type DatedPrices = { date: string; datePrices: Record<string, number | string | null> };
type ErrorBody = { error: string; message: string; fields?: { path: string; message: string }[] };

const BLACK_PRICES = {
  color: "BLACK",
  dayPassPrice: 250,
  campingPassPrice: 200,
  campingNightPrice: 150,
  canopyPrice: 1000,
  cabinPrice: 2000,
  tipiPrice: 650,
  lakeVillagePrice: 2000,
  superiorCabinPrice: 2500,
};

describe("GET /api/catalog/visit-prices", () => {
  it("lists each priced date of the range in order, in pesos", async () => {
    const { status, body } = await getJson<DatedPrices[]>(
      t.app,
      "/api/catalog/visit-prices?startDate=2026-11-22&endDate=2026-11-24",
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { date: "2026-11-22", datePrices: BLACK_PRICES }, // Sunday
      {
        date: "2026-11-23", // Monday in November: RED, 40% off
        datePrices: {
          color: "RED",
          dayPassPrice: 150,
          campingPassPrice: 120,
          campingNightPrice: 90,
          // The canopy is the activity price period's special price on a RED date (decisions 0010, 0015).
          canopyPrice: 700,
          cabinPrice: 1200,
          tipiPrice: 390,
          lakeVillagePrice: 1200,
          superiorCabinPrice: 1500,
        },
      },
      expect.objectContaining({ date: "2026-11-24" }),
    ]);
  });

  it("turns stored centavos into pesos with their cents", async () => {
    await t.db.insert(priceCalendar).values({
      date: "2030-03-03",
      color: "BLUE",
      dayPassPrice: 21_250,
      campingPassPrice: 17_005,
      campingNightPrice: 12_999,
      canopyPrice: 85_000,
      cabinPrice: 170_000,
      tipiPrice: 55_250,
      lakeVillagePrice: 170_000,
      superiorCabinPrice: 212_550,
    });
    // The app reads the catalog from a snapshot kept up to a minute; a direct edit asks it to read again.
    t.app.catalog.invalidate();
    const { body } = await getJson<DatedPrices[]>(
      t.app,
      "/api/catalog/visit-prices?startDate=2030-03-01&endDate=2030-03-31",
    );
    expect(body).toEqual([
      {
        date: "2030-03-03",
        datePrices: {
          color: "BLUE",
          dayPassPrice: 212.5,
          campingPassPrice: 170.05,
          campingNightPrice: 129.99,
          // Not the stored 850: the latest ended activity period's special price on a BLUE date.
          canopyPrice: 700,
          cabinPrice: 1700,
          tipiPrice: 552.5,
          lakeVillagePrice: 1700,
          superiorCabinPrice: 2125.5,
        },
      },
    ]);
  });

  it("leaves out the dates on the no-price list", async () => {
    const { body } = await getJson<DatedPrices[]>(
      t.app,
      "/api/catalog/visit-prices?startDate=2026-10-12&endDate=2026-10-15",
    );
    expect(body.map((e) => e.date)).toEqual(["2026-10-12", "2026-10-15"]);
  });

  it("covers 1 January of this year to 30 June of next year", async () => {
    const { body } = await getJson<DatedPrices[]>(
      t.app,
      "/api/catalog/visit-prices?startDate=2025-12-30&endDate=2027-07-02",
    );
    expect(body[0]?.date).toBe("2026-01-01");
    expect(body.at(-1)?.date).toBe("2027-06-30");
    expect(body).toHaveLength(546 - 6); // every date of the span but the six closed ones
  });

  it("accepts a range of exactly two years", async () => {
    const { status } = await getJson(
      t.app,
      "/api/catalog/visit-prices?startDate=2026-01-01&endDate=2028-01-01",
    );
    expect(status).toBe(200);
  });
});

describe("bad ranges answer 400 with the field and a message in the visitor's language", () => {
  const cases: [string, string, string, string][] = [
    [
      "startDate=2026-02-30&endDate=2026-03-01",
      "startDate",
      "Escribe una fecha válida (AAAA-MM-DD).",
      "Enter a valid date (YYYY-MM-DD).",
    ],
    [
      "startDate=20261122&endDate=2026-12-01",
      "startDate",
      "Escribe una fecha válida (AAAA-MM-DD).",
      "Enter a valid date (YYYY-MM-DD).",
    ],
    [
      "startDate=2026-11-22&endDate=tomorrow",
      "endDate",
      "Escribe una fecha válida (AAAA-MM-DD).",
      "Enter a valid date (YYYY-MM-DD).",
    ],
    [
      "startDate=2026-12-01&endDate=2026-11-30",
      "endDate",
      "La fecha final no puede ser anterior a la fecha inicial",
      "The end date cannot be before the start date",
    ],
    [
      "startDate=2026-01-01&endDate=2028-01-02",
      "endDate",
      "El rango de fechas no puede ser mayor a 2 años",
      "The date range cannot be longer than 2 years",
    ],
    ["endDate=2026-12-01", "startDate", "Este campo es requerido", "This is a required field"],
    [
      "startDate=2026-11-01&startDate=2026-11-02&endDate=2026-12-01",
      "startDate",
      "Valor inválido",
      "Invalid value",
    ],
  ];
  for (const path of [
    "/api/catalog/visit-prices",
    "/api/catalog/visit-prices/no-prices",
    "/api/catalog/activity-prices",
  ]) {
    it.each(cases)(`${path}?%s`, async (query, field, spanish, english) => {
      const es = await getJson<ErrorBody>(t.app, `${path}?${query}`);
      expect(es.status).toBe(400);
      expect(es.body).toEqual({
        error: "validation_error",
        message: `${field}: ${spanish}`,
        fields: [{ path: field, message: spanish }],
      });
      const en = await getJson<ErrorBody>(t.app, `${path}?${query}`, "en");
      expect(en.body.fields).toEqual([{ path: field, message: english }]);
      expect(en.body.message).toBe(`${field}: ${english}`);
    });
  }

  it("lists every missing parameter", async () => {
    const { status, body } = await getJson<ErrorBody>(t.app, "/api/catalog/visit-prices", "en");
    expect(status).toBe(400);
    expect(body.fields).toEqual([
      { path: "startDate", message: "This is a required field" },
      { path: "endDate", message: "This is a required field" },
    ]);
  });
});

describe("GET /api/catalog/visit-prices/{date}", () => {
  it("gives the date's prices with the activity prices in force that day", async () => {
    const { status, body } = await getJson(t.app, "/api/catalog/visit-prices/2026-11-22");
    expect(status).toBe(200);
    expect(body).toEqual({
      date: "2026-11-22",
      datePrices: { ...BLACK_PRICES, horsebackRidingPrice: 700 },
      activityPrices: {
        startDate: "2026-07-01",
        endDate: "2026-12-31",
        regularCanopyPrice: 1000,
        specialCanopyPrice: 700,
        nightCanopyPrice: 850,
        regularHorsebackRidingPrice: 700,
        specialHorsebackRidingPrice: 500,
        regularAtvsPrice: 1350,
        specialAtvsPrice: 1000,
      },
    });
  });

  it("answers 404 for a date without a price or on the no-price list", async () => {
    for (const date of ["2027-07-01", "2026-10-13"]) {
      const es = await getJson<ErrorBody>(t.app, `/api/catalog/visit-prices/${date}`);
      expect(es.status).toBe(404);
      expect(es.body).toEqual({
        error: "no_price",
        message: `No hay precios para estas fechas: ${date}. Elige otras fechas.`,
        dates: [date],
      });
      const en = await getJson<ErrorBody>(t.app, `/api/catalog/visit-prices/${date}`, "en-US,en;q=0.9");
      expect(en.body.message).toBe(
        `There are no prices for these dates: ${date}. Please choose other dates.`,
      );
    }
  });

  it("answers 400 for something that is not a date", async () => {
    for (const date of ["2026-13-01", "22-11-2026", "today", "2026-11-22T00:00"]) {
      const { status, body } = await getJson<ErrorBody>(t.app, `/api/catalog/visit-prices/${date}`, "en");
      expect(status).toBe(400);
      expect(body.fields).toEqual([{ path: "date", message: "Enter a valid date (YYYY-MM-DD)." }]);
    }
  });
});

describe("GET /api/catalog/visit-prices/no-prices", () => {
  it("lists the closed dates of the range", async () => {
    const { status, body } = await getJson(
      t.app,
      "/api/catalog/visit-prices/no-prices?startDate=2026-10-01&endDate=2026-10-31",
    );
    expect(status).toBe(200);
    expect(body).toEqual(["2026-10-13", "2026-10-14"]);
  });

  it("adds the dates that have no price at all", async () => {
    const { body } = await getJson(
      t.app,
      "/api/catalog/visit-prices/no-prices?startDate=2027-01-10&endDate=2027-01-14",
    );
    expect(body).toEqual(["2027-01-12", "2027-01-13"]);
    const beyond = await getJson(
      t.app,
      "/api/catalog/visit-prices/no-prices?startDate=2027-06-29&endDate=2027-07-03",
    );
    expect(beyond.body).toEqual(["2027-07-01", "2027-07-02", "2027-07-03"]);
  });

  it("is empty when every date of the range is priced", async () => {
    const { body } = await getJson(
      t.app,
      "/api/catalog/visit-prices/no-prices?startDate=2026-11-22&endDate=2026-11-22",
    );
    expect(body).toEqual([]);
  });
});

describe("GET /api/catalog/visit-prices-per-year/{year}", () => {
  it("gives every priced date of the year with the horseback riding price", async () => {
    const { status, body } = await getJson<DatedPrices[]>(t.app, "/api/catalog/visit-prices-per-year/2026");
    expect(status).toBe(200);
    expect(body).toHaveLength(365 - 4);
    expect(body[0]).toEqual({
      date: "2026-01-01", // New Year's Day: BLACK
      datePrices: { ...BLACK_PRICES, horsebackRidingPrice: 700 },
    });
    expect(body.at(-1)?.date).toBe("2026-12-31");
    // Canopy and horseback as the cart charges them: regular on BLACK dates, special on the others.
    for (const { datePrices } of body) {
      const regular = datePrices.color === "BLACK";
      expect([datePrices.canopyPrice, datePrices.horsebackRidingPrice]).toEqual(
        regular ? [1000, 700] : [700, 500],
      );
    }
  });

  it("gives the seeded half of next year and nothing for a year without prices", async () => {
    expect(
      (await getJson<DatedPrices[]>(t.app, "/api/catalog/visit-prices-per-year/2027")).body,
    ).toHaveLength(181 - 2);
    expect((await getJson(t.app, "/api/catalog/visit-prices-per-year/2040")).body).toEqual([]);
  });

  it("refuses years outside 2000..2100", async () => {
    for (const year of ["1999", "2101", "20x6", "12345", "-2026"]) {
      const { status, body } = await getJson<ErrorBody>(t.app, `/api/catalog/visit-prices-per-year/${year}`);
      expect(status).toBe(400);
      expect(body.fields).toEqual([{ path: "year", message: "El año debe ser un número entre 2000 y 2100" }]);
    }
  });
});
