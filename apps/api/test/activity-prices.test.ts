import { describe, expect, it } from "vitest";
import { t, useAppFile } from "./helpers/app-file.ts";
import { getJson } from "./helpers/test-app.ts";

useAppFile();

type Period = { startDate: string; endDate: string } & Record<string, number | string>;

const DISPLAYED = {
  regularCanopyPrice: 1000,
  specialCanopyPrice: 700,
  nightCanopyPrice: 850,
  regularHorsebackRidingPrice: 700,
  specialHorsebackRidingPrice: 500,
  regularAtvsPrice: 1350,
  specialAtvsPrice: 1000,
};

describe("GET /api/catalog/activity-prices", () => {
  it("lists the periods that overlap the range, oldest first, in pesos", async () => {
    const { status, body } = await getJson<Period[]>(
      t.app,
      "/api/catalog/activity-prices?startDate=2026-11-01&endDate=2027-01-01",
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { startDate: "2026-07-01", endDate: "2026-12-31", ...DISPLAYED },
      { startDate: "2027-01-01", endDate: "2027-06-30", ...DISPLAYED },
    ]);
  });

  it("counts a period that only touches the range's first or last day", async () => {
    const { body } = await getJson<Period[]>(
      t.app,
      "/api/catalog/activity-prices?startDate=2026-06-30&endDate=2026-07-01",
    );
    expect(body.map((p) => p.startDate)).toEqual(["2026-01-01", "2026-07-01"]);
  });

  it("is empty for a range no period covers", async () => {
    const { body } = await getJson(
      t.app,
      "/api/catalog/activity-prices?startDate=2035-01-01&endDate=2035-12-31",
    );
    expect(body).toEqual([]);
  });
});

describe("GET /api/catalog/activity-prices/date/{date}", () => {
  it("gives the period that contains the date", async () => {
    const { status, body } = await getJson<Period>(t.app, "/api/catalog/activity-prices/date/2026-11-22");
    expect(status).toBe(200);
    expect(body).toEqual({ startDate: "2026-07-01", endDate: "2026-12-31", ...DISPLAYED });
    const edge = await getJson<Period>(t.app, "/api/catalog/activity-prices/date/2027-01-01");
    expect(edge.body.startDate).toBe("2027-01-01");
  });

  it("falls back to the most recently ended period after the last one", async () => {
    const { status, body } = await getJson<Period>(t.app, "/api/catalog/activity-prices/date/2031-05-05");
    expect(status).toBe(200);
    expect(body.startDate).toBe("2027-07-01");
    expect(body.endDate).toBe("2027-12-31");
  });

  it("answers 404 before the first period", async () => {
    const es = await getJson(t.app, "/api/catalog/activity-prices/date/2020-01-01");
    expect(es).toEqual({
      status: 404,
      body: {
        error: "no_activity_price",
        message: "Las actividades no tienen precios para la fecha de tu visita",
      },
    });
    const en = await getJson(t.app, "/api/catalog/activity-prices/date/2020-01-01", "en");
    expect(en.body).toEqual({
      error: "no_activity_price",
      message: "The activities have no prices for the date of your visit",
    });
  });

  it("answers 400 for an invalid date", async () => {
    const { status, body } = await getJson(t.app, "/api/catalog/activity-prices/date/2026-02-29", "en");
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "validation_error",
      message: "date: Enter a valid date (YYYY-MM-DD).",
      fields: [{ path: "date", message: "Enter a valid date (YYYY-MM-DD)." }],
    });
  });
});
