import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { count, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { DatabaseHandle } from "../src/db/database.ts";
import { auditLog } from "../src/db/schema/audit-log.ts";
import { catalogVersion } from "../src/db/schema/catalog-version.ts";
import { priceCalendar } from "../src/db/schema/prices.ts";
import { createOfficePricesRepository } from "../src/modules/office/prices/repository.ts";
import { createQuote, send } from "./helpers/ecommerce-test-app.ts";
import { t, usePaymentFile } from "./helpers/payment-file.ts";
import { pay, paymentBody } from "./helpers/payment-test-app.ts";
import { expectStaffOnly, type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";
import { testConfig } from "./helpers/test-app.ts";

usePaymentFile();

type YearDay = {
  date: string;
  datePrices: { color: string; dayPassPrice: number; campingPassPrice: number };
};
type AuditTrail = {
  entries: { action: string; staff: { email: string }; before: unknown; after: unknown }[];
};
type ErrorAnswer = { error: string; message: string; fields?: { path: string; message: string }[] };

let admin: StaffSession;

beforeAll(async () => {
  admin = await signedInStaff(t, { email: "admin@park.test", role: "admin" });
});

function office<T = unknown>(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return t.app
    .inject({ method, url, headers: staffHeaders(admin), ...(payload ? { payload } : {}) })
    .then((response) => ({
      status: response.statusCode,
      body: response.json<T>(),
      headers: response.headers,
    }));
}

async function year(app: FastifyInstance, y: number): Promise<Map<string, YearDay["datePrices"]>> {
  const { status, body } = await send<YearDay[]>(app, "GET", `/api/catalog/visit-prices-per-year/${y}`);
  expect(status).toBe(200);
  return new Map(body.map((day) => [day.date, day.datePrices]));
}

/** Everything a refused change must leave as it was: the tariff rows, the audit log and the catalog version. */
async function catalogState() {
  const [rows, [audits], versions] = await Promise.all([
    t.db.select().from(priceCalendar).orderBy(priceCalendar.date),
    // Accounts the boundary checks make are audited too (entity staff); the prices' own entries are the rest.
    t.db.select({ n: count() }).from(auditLog).where(ne(auditLog.entityType, "staff")),
    t.db.select().from(catalogVersion),
  ]);
  return { rows, audits: audits?.n, versions };
}

// Monday 1 to Sunday 7 February 2027: YELLOW Monday to Thursday, BLACK Friday to Sunday in the seed.
const WEEK = { startDate: "2027-02-01", endDate: "2027-02-07" };
const WEEK_DATES = [
  "2027-02-01",
  "2027-02-02",
  "2027-02-03",
  "2027-02-04",
  "2027-02-05",
  "2027-02-06",
  "2027-02-07",
];

describe("painting the calendar (admin)", () => {
  it("previews a week BLUE in the visitor's yearly shape without saving it", async () => {
    const before = await year(t.app, 2027);
    const preview = await office<YearDay[]>("POST", "/api/office/prices/preview?year=2027", {
      kind: "paint",
      ...WEEK,
      color: "BLUE",
    });
    expect(preview.status).toBe(200);
    const previewed = new Map(preview.body.map((day) => [day.date, day.datePrices]));
    for (const date of WEEK_DATES) expect(previewed.get(date)?.color).toBe("BLUE");
    // The rest of the year is the visitor's as it is.
    expect(previewed.get("2027-03-10")).toEqual(before.get("2027-03-10"));
    expect(previewed.size).toBe(before.size);
    // Nothing was saved.
    expect(await year(t.app, 2027)).toEqual(before);
  });

  it("saves a week BLUE at the BLUE tariff and the visitor's next call shows it", async () => {
    const { status, body } = await office("POST", "/api/office/prices/changes", {
      kind: "paint",
      ...WEEK,
      color: "BLUE",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ changed: 7 });
    const after = await year(t.app, 2027);
    for (const date of WEEK_DATES) {
      // BLUE is the full 250 / 200 less 15 %, rounded to whole pesos (decision 0003).
      expect(after.get(date)).toMatchObject({ color: "BLUE", dayPassPrice: 213, campingPassPrice: 170 });
    }
    const range = await send<{ date: string; datePrices: { color: string } }[]>(
      t.app,
      "GET",
      "/api/catalog/visit-prices?startDate=2027-02-05&endDate=2027-02-05",
    );
    expect(range.body[0]?.datePrices.color).toBe("BLUE");
  });

  it("records one audit entry per changed day, shown on that day", async () => {
    const trail = await office<AuditTrail>(
      "GET",
      "/api/office/audit?entityType=calendar_day&entityId=2027-02-06",
    );
    expect(trail.status).toBe(200);
    expect(trail.body.entries).toHaveLength(1);
    expect(trail.body.entries[0]).toMatchObject({
      staff: { email: "admin@park.test" },
      action: "calendar_day.paint",
      before: { color: "BLACK" },
      after: { color: "BLUE" },
    });
  });

  it("changes the BLUE tariff of a range: its BLUE days only", async () => {
    const prices = {
      dayPassPrice: 22_000,
      campingPassPrice: 18_000,
      campingNightPrice: 13_000,
      cabinPrice: 170_000,
      tipiPrice: 55_000,
      lakeVillagePrice: 170_000,
      superiorCabinPrice: 213_000,
    };
    const before = await year(t.app, 2027);
    const { status, body } = await office<{ changed: number }>("POST", "/api/office/prices/changes", {
      kind: "tariff",
      startDate: "2027-02-01",
      endDate: "2027-02-28",
      color: "BLUE",
      prices,
    });
    expect(status).toBe(200);
    expect(body.changed).toBe(7);
    const after = await year(t.app, 2027);
    expect(after.get("2027-02-03")).toMatchObject({
      color: "BLUE",
      dayPassPrice: 220,
      campingPassPrice: 180,
    });
    expect(after.get("2027-02-10")).toEqual(before.get("2027-02-10"));
    const trail = await office<AuditTrail>("GET", "/api/office/audit?entityType=tariff&entityId=BLUE");
    expect(trail.body.entries.map((entry) => entry.action)).toEqual(["tariff.update"]);
  });

  it("closes a date (left out of the prices, listed as without price) and reopens it", async () => {
    const close = await office("POST", "/api/office/prices/changes", {
      kind: "no_price",
      startDate: "2027-02-10",
      endDate: "2027-02-10",
      closed: true,
    });
    expect(close.body).toEqual({ changed: 1 });
    expect((await year(t.app, 2027)).has("2027-02-10")).toBe(false);
    const noPrices = await send<string[]>(
      t.app,
      "GET",
      "/api/catalog/visit-prices/no-prices?startDate=2027-02-09&endDate=2027-02-11",
    );
    expect(noPrices.body).toEqual(["2027-02-10"]);
    const overview = await office<{ closedDates: string[] }>("GET", "/api/office/prices?year=2027");
    expect(overview.body.closedDates).toContain("2027-02-10");

    await office("POST", "/api/office/prices/changes", {
      kind: "no_price",
      startDate: "2027-02-10",
      endDate: "2027-02-10",
      closed: false,
    });
    expect((await year(t.app, 2027)).get("2027-02-10")?.color).toBe("YELLOW");
  });
});

describe("bad changes are refused with nothing changed", () => {
  const tariff = {
    dayPassPrice: 25_000,
    campingPassPrice: 20_000,
    campingNightPrice: 15_000,
    cabinPrice: 200_000,
    tipiPrice: 65_000,
    lakeVillagePrice: 200_000,
    superiorCabinPrice: 250_000,
  };

  it.each([
    [
      "a price below zero",
      { kind: "tariff", ...WEEK, color: "BLUE", prices: { ...tariff, cabinPrice: -100 } },
      { path: "prices.cabinPrice", message: "Un precio no puede ser menor que cero." },
    ],
    [
      "a range over two years",
      { kind: "paint", startDate: "2026-12-01", endDate: "2028-12-02", color: "RED" },
      { path: "endDate", message: "El rango de fechas no puede ser mayor a 2 años" },
    ],
    [
      "a colour the calendar does not have",
      { kind: "paint", ...WEEK, color: "GREEN" },
      { path: "color", message: "Elige un color del calendario: negro, azul, rojo o amarillo." },
    ],
    [
      "a day already gone",
      { kind: "paint", startDate: "2026-11-21", endDate: "2026-11-30", color: "BLUE" },
      { path: "startDate", message: "La fecha ya pasó." },
    ],
    [
      "a date that does not exist",
      { kind: "paint", startDate: "2027-02-30", endDate: "2027-03-02", color: "BLUE" },
      { path: "startDate", message: "Escribe una fecha válida (AAAA-MM-DD)." },
    ],
  ])("%s: 400 naming the field", async (_case, change, field) => {
    const before = await catalogState();
    for (const url of ["/api/office/prices/changes", "/api/office/prices/preview?year=2027"]) {
      const { status, body } = await office<ErrorAnswer>("POST", url, change);
      expect(status).toBe(400);
      expect(body.error).toBe("validation_error");
      expect(body.fields).toContainEqual(field);
    }
    expect(await catalogState()).toEqual(before);
  });

  it("answers in English when asked", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/office/prices/changes",
      headers: { ...staffHeaders(admin), "accept-language": "en" },
      payload: { kind: "tariff", ...WEEK, color: "RED", prices: { ...tariff, tipiPrice: -1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().fields).toContainEqual({
      path: "prices.tipiPrice",
      message: "A price cannot be below zero.",
    });
  });
});

describe("activity price periods", () => {
  const prices = {
    regularCanopyPrice: 110_000,
    specialCanopyPrice: 75_000,
    nightCanopyPrice: 90_000,
    regularHorsebackRidingPrice: 75_000,
    specialHorsebackRidingPrice: 55_000,
    regularAtvsPrice: 140_000,
    specialAtvsPrice: 105_000,
  };
  type Overview = { periods: ({ id: number; startDate: string; endDate: string } & typeof prices)[] };

  it("creates, refuses an overlap, replaces and deletes a period, each audited", async () => {
    const created = await office("POST", "/api/office/prices/changes", {
      kind: "activity_period",
      id: null,
      startDate: "2028-01-01",
      endDate: "2028-06-30",
      prices,
    });
    expect(created.body).toEqual({ changed: 1 });
    const { body } = await office<Overview>("GET", "/api/office/prices?year=2028");
    const period = body.periods.find((p) => p.startDate === "2028-01-01");
    expect(period).toMatchObject({ endDate: "2028-06-30", ...prices });
    if (!period) return;
    const atvs = await send<{ regularAtvsPrice: number }>(
      t.app,
      "GET",
      "/api/catalog/activity-prices/date/2028-03-01",
    );
    expect(atvs.body.regularAtvsPrice).toBe(1400);

    const before = await catalogState();
    const overlap = await office<ErrorAnswer>("POST", "/api/office/prices/changes", {
      kind: "activity_period",
      id: null,
      startDate: "2027-12-01",
      endDate: "2028-01-10",
      prices,
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toBe("period_overlap");
    expect(await catalogState()).toEqual(before);

    const replaced = await office("POST", "/api/office/prices/changes", {
      kind: "activity_period",
      id: period.id,
      startDate: "2028-01-01",
      endDate: "2028-03-31",
      prices: { ...prices, regularAtvsPrice: 150_000 },
    });
    expect(replaced.status).toBe(200);
    const deleted = await office("POST", "/api/office/prices/changes", {
      kind: "activity_period_delete",
      id: period.id,
    });
    expect(deleted.status).toBe(200);
    const again = await office<ErrorAnswer>("POST", "/api/office/prices/changes", {
      kind: "activity_period_delete",
      id: period.id,
    });
    expect(again.status).toBe(404);
    const trail = await office<AuditTrail>(
      "GET",
      `/api/office/audit?entityType=activity_price_period&entityId=${period.id}`,
    );
    expect(trail.body.entries.map((entry) => entry.action).sort()).toEqual([
      "activity_price_period.create",
      "activity_price_period.delete",
      "activity_price_period.update",
    ]);
  });
});

describe("exchange rate", () => {
  it("sets the rate visitors see, and refuses zero", async () => {
    const saved = await office("PUT", "/api/office/prices/exchange-rate", { value: 18.2575 });
    expect(saved).toMatchObject({ status: 200, body: { value: 18.2575 } });
    expect((await send(t.app, "GET", "/api/core/exchange-rate")).body).toEqual({ value: 18.2575 });
    const zero = await office<ErrorAnswer>("PUT", "/api/office/prices/exchange-rate", { value: 0 });
    expect(zero.status).toBe(400);
    expect((await send(t.app, "GET", "/api/core/exchange-rate")).body).toEqual({ value: 18.2575 });
  });
});

describe("a paid visit keeps the prices it was sold at", () => {
  it("shows the paid lines and total after its dates are repainted and retariffed", async () => {
    const visit = {
      stayType: "CAMPING_PASS",
      arrivalDate: "2026-12-08",
      departureDate: "2026-12-09",
      arrivalTime: "DAY",
      numberOfPersons: 2,
    } as const;
    const quote = await createQuote(t.app, visit);
    const paid = await pay(t.app, paymentBody(quote));
    expect(paid.status).toBe(200);

    const dearer = {
      dayPassPrice: 90_000,
      campingPassPrice: 90_000,
      campingNightPrice: 90_000,
      cabinPrice: 900_000,
      tipiPrice: 900_000,
      lakeVillagePrice: 900_000,
      superiorCabinPrice: 900_000,
    };
    for (const change of [
      { kind: "paint", startDate: "2026-12-08", endDate: "2026-12-09", color: "BLACK" },
      { kind: "tariff", startDate: "2026-12-08", endDate: "2026-12-09", color: "BLACK", prices: dearer },
    ]) {
      expect((await office("POST", "/api/office/prices/changes", change)).status).toBe(200);
    }

    const after = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(after.body.status).toBe("PAID");
    expect(after.body.totalAmount).toBe(quote.totalAmount);
    expect(after.body.items).toEqual(quote.items);
    // A new visit on those dates pays the new tariff: 900 per camper and day.
    const later = await createQuote(t.app, visit);
    expect(later.totalAmount).toBeGreaterThan(quote.totalAmount);
  });
});

describe("every API process sees a saved change within seconds", () => {
  it("sends the catalog's answers with no-cache and a new ETag after a save", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/catalog/visit-prices-per-year/2027" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    await office("POST", "/api/office/prices/changes", {
      kind: "paint",
      startDate: "2027-04-05",
      endDate: "2027-04-05",
      color: "YELLOW",
    });
    const revalidated = await t.app.inject({
      method: "GET",
      url: "/api/catalog/visit-prices-per-year/2027",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(first.headers.etag);
  });

  it("another app on the same database serves a change saved elsewhere within 3 seconds", async () => {
    // A second app with its own catalog snapshot on the same database, as a second API process has.
    const shared: DatabaseHandle = {
      driver: "pglite",
      db: t.db,
      writes: t.writes,
      startup: (work) => work({ db: t.db, migrate: async () => {} }),
      close: async () => {},
    };
    const other = await buildApp(testConfig(), { database: shared });
    try {
      // Twice: the first answer loads the other app's catalog, the second makes it check the version once.
      expect((await year(other, 2027)).get("2027-05-04")?.color).toBe("BLUE");
      expect((await year(other, 2027)).get("2027-05-04")?.color).toBe("BLUE");
      // Saved by this app: the other app's snapshot is not told, it has to notice.
      await office("POST", "/api/office/prices/changes", {
        kind: "paint",
        startDate: "2027-05-04",
        endDate: "2027-05-04",
        color: "RED",
      });
      const started = performance.now();
      let color: string | undefined;
      while (performance.now() - started < 3_000) {
        color = (await year(other, 2027)).get("2027-05-04")?.color;
        if (color === "RED") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(color).toBe("RED");
    } finally {
      await other.close();
    }
  });

  it("bumps the catalog version in the transaction of the change", async () => {
    const [before] = await t.db.select().from(catalogVersion);
    await office("POST", "/api/office/prices/changes", {
      kind: "paint",
      startDate: "2027-04-06",
      endDate: "2027-04-06",
      color: "YELLOW",
    });
    const [after] = await t.db.select().from(catalogVersion).where(eq(catalogVersion.id, 1));
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    // The repository reads what the office wrote.
    const [row] = await createOfficePricesRepository(t.db).tariffRowsBetween("2027-04-06", "2027-04-06");
    expect(row?.color).toBe("YELLOW");
  });
});

describe("admin only", () => {
  it.each([
    ["GET", "/api/office/prices?year=2027", undefined],
    ["POST", "/api/office/prices/preview?year=2027", { kind: "paint", ...WEEK, color: "RED" }],
    ["POST", "/api/office/prices/changes", { kind: "paint", ...WEEK, color: "RED" }],
    ["PUT", "/api/office/prices/exchange-rate", { value: 19 }],
  ] as const)("%s %s", async (method, url, payload) => {
    const before = await catalogState();
    await expectStaffOnly(t.app, { method, url, ...(payload ? { payload } : {}) }, ["admin"]);
    expect(await catalogState()).toEqual(before);
  });
});
