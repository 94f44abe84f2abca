import { rmSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { Database } from "../src/db/database.ts";
import { prepareDatabase } from "../src/db/prepare.ts";
import { activitySchedules } from "../src/db/schema/activity-schedules.ts";
import { banners } from "../src/db/schema/banners.ts";
import { citySuggestions, countries, countryStates } from "../src/db/schema/countries.ts";
import { events } from "../src/db/schema/events.ts";
import { exchangeRates } from "../src/db/schema/exchange-rates.ts";
import { jobPosts } from "../src/db/schema/job-posts.ts";
import { lodgingUnits } from "../src/db/schema/lodging-units.ts";
import { activityPricePeriods, noPriceDates, priceCalendar } from "../src/db/schema/prices.ts";
import { promotions } from "../src/db/schema/promotions.ts";
import { seedRuns } from "../src/db/schema/seed-runs.ts";
import { vehicleProperties } from "../src/db/schema/vehicle-properties.ts";
import { seedDatabase } from "../src/db/seed.ts";
import { createClock } from "../src/infra/clock.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { PINNED_NOW, TODAY, testConfig } from "./helpers/test-app.ts";
import { createTestDatabase } from "./helpers/test-database.ts";

useAppFile();

const TABLES = {
  priceCalendar,
  noPriceDates,
  activityPricePeriods,
  lodgingUnits,
  activitySchedules,
  promotions,
  banners,
  events,
  jobPosts,
  countries,
  countryStates,
  citySuggestions,
  vehicleProperties,
  exchangeRates,
  seedRuns,
};

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe("the demo seed", () => {
  it("loads the price calendar from 1 January of this year to 30 June of next year", async () => {
    const rows = await t.db
      .select({ date: priceCalendar.date })
      .from(priceCalendar)
      .orderBy(priceCalendar.date);
    expect(rows).toHaveLength(546);
    expect(rows[0]?.date).toBe("2026-01-01");
    expect(rows.at(-1)?.date).toBe("2027-06-30");
    const closed = await t.db.select().from(noPriceDates).orderBy(noPriceDates.date);
    expect(closed.map((r) => r.date)).toEqual([
      "2026-01-13",
      "2026-01-14",
      "2026-10-13",
      "2026-10-14",
      "2027-01-12",
      "2027-01-13",
    ]);
  });

  it("loads activity price periods with regular, special and night prices in centavos", async () => {
    const periods = await t.db.select().from(activityPricePeriods).orderBy(activityPricePeriods.startDate);
    expect(periods).toHaveLength(6);
    expect(periods[0]).toMatchObject({
      startDate: "2025-01-01",
      regularCanopyPrice: 100_000,
      specialCanopyPrice: 70_000,
      nightCanopyPrice: 85_000,
    });
  });

  it("loads the 37 lodging units, tipi T6 sleeping 4", async () => {
    const units = await t.db.select().from(lodgingUnits);
    expect(units).toHaveLength(37);
    const names = (kind: string) => units.filter((u) => u.kind === kind).map((u) => u.name);
    expect(names("CABIN")).toEqual(Array.from({ length: 19 }, (_, i) => `C${i + 1}`));
    expect(names("SUPERIOR_CABIN")).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
    expect(names("LAKE_VILLAGE")).toEqual(["V1", "V2", "V3", "V4", "V5"]);
    expect(names("TIPI")).toEqual(["T1", "T2", "T3", "T4", "T5", "T6"]);
    expect(units.filter((u) => u.capacity !== 6).map((u) => [u.name, u.capacity])).toEqual([["T6", 4]]);
  });

  it("loads schedules with unit counts for the four activities", async () => {
    const slots = await t.db.select().from(activitySchedules);
    expect(new Set(slots.map((s) => s.type))).toEqual(
      new Set(["ATV", "CANOPY_TOUR", "CANOPY_TOUR_NIGHT", "HORSEBACK_RIDING"]),
    );
    expect(slots.every((s) => s.units > 0 && /^\d\d:\d\d$/.test(s.startHour))).toBe(true);
  });

  it("loads two special promotions with 8-character codes", async () => {
    const rows = await t.db.select().from(promotions);
    expect(rows).toHaveLength(2);
    for (const p of rows) {
      expect(p.code).toMatch(/^[A-Z0-9_]{8}$/);
      expect(p.promotionType).toBe("SPECIAL");
    }
  });

  it("loads three upcoming events with PNG pictures", async () => {
    const rows = await t.db.select().from(events).orderBy(events.date);
    expect(rows).toHaveLength(3);
    for (const e of rows) {
      expect(e.date > TODAY).toBe(true);
      expect([...e.picture.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(e.nameEs).not.toBe(e.nameEn);
    }
  });

  it("loads job posts including the driver and nursing areas", async () => {
    const areas = (await t.db.select({ area: jobPosts.area }).from(jobPosts)).map((r) => r.area);
    expect(areas).toContain("Chofer");
    expect(areas).toContain("Enfermería");
  });

  it("loads countries, states and city suggestions for Arizona and California", async () => {
    const states = await t.db.select().from(countryStates).where(eq(countryStates.countryCode, "MX"));
    expect(states).toHaveLength(32);
    const cityStates = new Set(
      (await t.db.select().from(citySuggestions)).map((c) => `${c.countryCode}-${c.stateCode}`),
    );
    expect(cityStates).toEqual(new Set(["US-AZ", "US-CA"]));
  });

  it("loads vehicle options and the exchange rate", async () => {
    const kinds = new Set((await t.db.select().from(vehicleProperties)).map((p) => p.kind));
    expect(kinds).toEqual(new Set(["COLOR", "LICENSE", "VEHICLE_TYPE", "BRAND"]));
    expect(await t.db.select().from(exchangeRates)).toEqual([{ currency: "USD", value: 17.85 }]);
  });
});

describe("seeding is idempotent", () => {
  it("does nothing the second time", async () => {
    const before = await rowCounts(t.db);
    expect(await seedDatabase(t.db, TODAY, new Date(PINNED_NOW))).toBe("already-seeded");
    expect(await rowCounts(t.db)).toEqual(before);
  });

  // Each of these migrates and seeds a database two or three times: seconds each, many more on a busy machine.
  it("keeps the data, and staff edits, across restarts even on a later day", {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase({ persistent: true });
    const configs = [testConfig(), testConfig({ CLOCK_NOW: "2027-03-10T10:00:00-08:00" })] as const;
    try {
      const first = await buildApp(configs[0], { database: await database.open() });
      await first.close();

      const reopened = await database.open();
      const counts = await rowCounts(reopened.db);
      await reopened.db.update(exchangeRates).set({ value: 18.2 }).where(eq(exchangeRates.currency, "USD"));
      const second = await buildApp(configs[1], { database: reopened });
      try {
        expect((await second.inject("/api/core/exchange-rate")).json()).toEqual({ value: 18.2 });
        expect(await rowCounts(reopened.db)).toEqual(counts);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
      for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it("seeds once when two processes start on the same database at the same time", {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase();
    const first = await database.open();
    // Two pools model two processes on PostgreSQL; PGlite belongs to one process, so both share the handle.
    const second = process.env.DATABASE_URL ? await database.open() : first;
    const silent = t.app.log.child({}, { level: "silent" });
    const clock = createClock(new Date(PINNED_NOW));
    try {
      await Promise.all([prepareDatabase(first, clock, silent), prepareDatabase(second, clock, silent)]);
      const counts = await rowCounts(first.db);
      expect(counts.seedRuns).toBe(1);
      expect(counts.lodgingUnits).toBe(37);
      expect(counts.priceCalendar).toBe(546);
    } finally {
      await first.close();
      if (second !== first) await second.close();
      await database.drop();
    }
  });
});
