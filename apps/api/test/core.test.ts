import { describe, expect, it } from "vitest";
import { t, useAppFile } from "./helpers/app-file.ts";
import { buildTestApp, getJson, PINNED_NOW } from "./helpers/test-app.ts";

useAppFile();

type Banner = { name: string; active: boolean; content: string; color: string };

describe("GET /api/core/clock", () => {
  it("answers the pinned instant and the park's date", async () => {
    const { status, body } = await getJson(t.app, "/api/core/clock");
    expect(status).toBe(200);
    expect(body).toEqual({ now: new Date(PINNED_NOW).toISOString(), today: "2026-11-22" });
  });

  it("gives the park's date, not UTC's, late in the evening", async () => {
    const late = await buildTestApp({ CLOCK_NOW: "2026-11-22T23:30:00-08:00" });
    try {
      const { body } = await getJson(late.app, "/api/core/clock");
      expect(body).toEqual({ now: "2026-11-23T07:30:00.000Z", today: "2026-11-22" });
    } finally {
      await late.close();
    }
  });
});

describe("GET /api/core/maintenance", () => {
  it("is off by default", async () => {
    expect(await getJson(t.app, "/api/core/maintenance")).toEqual({
      status: 200,
      body: { maintenance: false },
    });
  });

  it("follows the MAINTENANCE setting", async () => {
    const down = await buildTestApp({ MAINTENANCE: "true" });
    try {
      expect((await getJson(down.app, "/api/core/maintenance")).body).toEqual({ maintenance: true });
    } finally {
      await down.close();
    }
  });
});

describe("GET /api/core/banners", () => {
  it("answers one active markdown banner per language, Spanish first", async () => {
    const { status, body } = await getJson<Banner[]>(t.app, "/api/core/banners");
    expect(status).toBe(200);
    expect(body.map((b) => [b.name, b.active])).toEqual([
      ["BANNER_ES", true],
      ["BANNER_EN", true],
    ]);
    for (const banner of body) {
      expect(["red", "orange", "green", "blue"]).toContain(banner.color);
      expect(banner.content).toContain("**");
    }
    expect(body[0]?.content).toContain("calendario de precios");
    expect(body[1]?.content).toContain("prices calendar");
  });
});

describe("GET /api/core/exchange-rate", () => {
  it("answers pesos per US dollar", async () => {
    expect(await getJson(t.app, "/api/core/exchange-rate")).toEqual({ status: 200, body: { value: 17.85 } });
  });
});

describe("GET /api/core/origin", () => {
  const origin = (query: string, language?: string) =>
    getJson<string[]>(t.app, `/api/core/origin?${query}`, language);

  it("suggests cities of the state that start with the typed text", async () => {
    const { status, body } = await origin("country=US&state=CA&city=San%20");
    expect(status).toBe(200);
    expect(body).toEqual([
      "San Bernardino",
      "San Diego",
      "San Francisco",
      "San Jose",
      "San Marcos",
      "San Mateo",
    ]);
    const withSanta = await origin("country=US&state=CA&city=San");
    expect(withSanta.body).toEqual([
      "San Bernardino",
      "San Diego",
      "San Francisco",
      "San Jose",
      "San Marcos",
      "San Mateo",
      "Santa Ana",
      "Santa Barbara",
      "Santa Clara",
      "Santa Clarita",
    ]);
  });

  it("ignores case, accents and leading spaces, and takes codes in lower case", async () => {
    expect((await origin("country=us&state=az&city=%20%20FLAG")).body).toEqual(["Flagstaff"]);
    expect((await origin("country=US&state=CA&city=s%C3%A1n%20j%C3%B3")).body).toEqual(["San Jose"]);
  });

  it("answers at most 10 suggestions", async () => {
    const { body } = await origin("country=US&state=CA&city=c");
    expect(body).toHaveLength(10);
    expect(body[0]).toBe("Calexico");
  });

  it("answers an empty list for unknown countries, states and cities", async () => {
    expect((await origin("country=XX&state=CA&city=San")).body).toEqual([]);
    expect((await origin("country=US&state=NV&city=Las")).body).toEqual([]);
    expect((await origin("country=US&state=CA&city=Zzz")).body).toEqual([]);
  });

  it("treats LIKE wildcards as plain text", async () => {
    expect((await origin("country=US&state=CA&city=%25")).body).toEqual([]);
    expect((await origin("country=US&state=CA&city=_an")).body).toEqual([]);
  });

  it("refuses missing or oversized parameters with 400", async () => {
    const missing = await getJson<{ fields: unknown[] }>(t.app, "/api/core/origin?country=US", "en");
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([
      { path: "state", message: "This is a required field" },
      { path: "city", message: "This is a required field" },
    ]);
    const long = await origin(`country=US&state=CA&city=${"a".repeat(41)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      error: "validation_error",
      message: "city: El texto es demasiado largo",
      fields: [{ path: "city", message: "El texto es demasiado largo" }],
    });
  });
});

describe("GET /health", () => {
  it("answers ok when the database responds", async () => {
    expect(await getJson(t.app, "/health")).toEqual({ status: 200, body: { status: "ok" } });
  });
});
