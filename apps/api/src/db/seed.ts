import {
  ARRIVAL_TIMES,
  LODGING_KINDS,
  LODGING_UNITS,
  PERSONS_PER_UNIT,
  SMALL_TIPI,
} from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { eq } from "drizzle-orm";
import { insertInBatches } from "./batch-insert.ts";
import type { Database } from "./database.ts";
import { activitySchedules } from "./schema/activity-schedules.ts";
import { admissionCapacities } from "./schema/admission-capacities.ts";
import { banners } from "./schema/banners.ts";
import { citySuggestions, countries, countryStates } from "./schema/countries.ts";
import { events } from "./schema/events.ts";
import { exchangeRates } from "./schema/exchange-rates.ts";
import { jobPosts } from "./schema/job-posts.ts";
import { lodgingUnits } from "./schema/lodging-units.ts";
import { activityPricePeriods, noPriceDates, priceCalendar } from "./schema/prices.ts";
import { promotions } from "./schema/promotions.ts";
import { seedRuns } from "./schema/seed-runs.ts";
import { vehicleProperties } from "./schema/vehicle-properties.ts";
import { searchKey } from "./search-key.ts";
import { buildActivityPrices } from "./seed-data/activity-prices.ts";
import { ACTIVITY_SCHEDULES } from "./seed-data/activity-schedules.ts";
import { DEFAULT_ADMISSION_CAPACITY } from "./seed-data/admission-capacities.ts";
import { BANNERS } from "./seed-data/banners.ts";
import { CITY_SUGGESTIONS } from "./seed-data/cities.ts";
import { COUNTRIES } from "./seed-data/countries.ts";
import { buildEvents } from "./seed-data/events.ts";
import { USD_EXCHANGE_RATE } from "./seed-data/exchange-rate.ts";
import { JOB_POSTS } from "./seed-data/job-posts.ts";
import { buildPriceCalendar, NO_PRICE_DATES } from "./seed-data/price-calendar.ts";
import { buildPromotions } from "./seed-data/promotions.ts";
import { VEHICLE_PROPERTIES, type VehicleOption } from "./seed-data/vehicle-properties.ts";

/** Name of the demo data set in seed_runs. */
export const DEMO_SEED = "demo";

export type SeedResult = "seeded" | "already-seeded";

async function seedPrices(db: Database, today: IsoDate): Promise<void> {
  await insertInBatches(db, priceCalendar, buildPriceCalendar(today));
  await insertInBatches(
    db,
    noPriceDates,
    [...new Set(NO_PRICE_DATES(today))].map((date) => ({ date })),
  );
  await insertInBatches(db, activityPricePeriods, buildActivityPrices(today));
}

/** The 37 units come from the spec's constants, not demo data: C1-C19, A-G, V1-V5, T1-T6 (T6 sleeps 4). */
async function seedLodgingUnits(db: Database): Promise<void> {
  await insertInBatches(
    db,
    lodgingUnits,
    LODGING_KINDS.flatMap((kind) =>
      LODGING_UNITS[kind].map((name, position) => ({
        name,
        kind,
        position,
        capacity: name === SMALL_TIPI.name ? SMALL_TIPI.capacity : PERSONS_PER_UNIT,
      })),
    ),
  );
}

/** The everyday admission limit of each arrival time (capacity-full check, DESIGN.md §3). */
async function seedAdmissionCapacities(db: Database): Promise<void> {
  await insertInBatches(
    db,
    admissionCapacities,
    ARRIVAL_TIMES.map((arrivalTime) => ({ arrivalTime, persons: DEFAULT_ADMISSION_CAPACITY[arrivalTime] })),
  );
}

async function seedActivitiesAndPromotions(db: Database, today: IsoDate): Promise<void> {
  await insertInBatches(
    db,
    activitySchedules,
    ACTIVITY_SCHEDULES.map(({ type, order, startHour, units }) => ({
      type,
      sortOrder: order,
      startHour,
      units,
    })),
  );
  await insertInBatches(
    db,
    promotions,
    buildPromotions(today).map((p) => ({ ...p, code: p.code.toUpperCase() })),
  );
}

async function seedSiteContent(db: Database, today: IsoDate): Promise<void> {
  await insertInBatches(db, banners, [...BANNERS]);
  await insertInBatches(
    db,
    events,
    buildEvents(today).map((e) => ({
      nameEs: e.name.es,
      nameEn: e.name.en,
      date: e.date,
      hour: e.hour,
      picture: e.picture,
    })),
  );
  await insertInBatches(db, exchangeRates, [USD_EXCHANGE_RATE]);
  // Inserted in the careers table's order, which the generated ids keep.
  await insertInBatches(
    db,
    jobPosts,
    JOB_POSTS.map((p) => ({
      titleId: p.titleId,
      titleEs: p.title.es,
      titleEn: p.title.en,
      area: p.area,
      type: p.type,
      detailsEs: p.details.es,
      detailsEn: p.details.en,
    })),
  );
}

async function seedFormOptions(db: Database): Promise<void> {
  await insertInBatches(
    db,
    countries,
    COUNTRIES.map((c, position) => ({ code: c.code, labelEs: c.label.es, labelEn: c.label.en, position })),
  );
  // State names are proper names, written the same in both languages.
  await insertInBatches(
    db,
    countryStates,
    COUNTRIES.flatMap((c) =>
      c.states.map((s, position) => ({
        countryCode: c.code,
        code: s.code,
        labelEs: s.label,
        labelEn: s.label,
        position,
      })),
    ),
  );
  await insertInBatches(
    db,
    citySuggestions,
    CITY_SUGGESTIONS.map((c) => ({
      countryCode: c.country,
      stateCode: c.state,
      name: c.city,
      searchKey: searchKey(c.city),
    })),
  );
  const options = (kind: (typeof vehicleProperties.$inferInsert)["kind"], list: readonly VehicleOption[]) =>
    list.map((o, position) => ({ kind, value: o.id, labelEs: o.label.es, labelEn: o.label.en, position }));
  await insertInBatches(db, vehicleProperties, [
    ...options("VEHICLE_TYPE", VEHICLE_PROPERTIES.vehicleTypes),
    ...options("BRAND", VEHICLE_PROPERTIES.brands),
    ...options("COLOR", VEHICLE_PROPERTIES.colors),
    ...options("LICENSE", VEHICLE_PROPERTIES.licenses),
  ]);
}

/**
 * Loads the demo data that makes the whole site usable, dated around `today`. Runs in one transaction and
 * only once per database: a restart finds the seed_runs row and leaves the data (and staff edits) alone.
 */
export async function seedDatabase(db: Database, today: IsoDate, now: Date): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED));
    if (done) return "already-seeded";
    await seedPrices(tx, today);
    await seedLodgingUnits(tx);
    await seedAdmissionCapacities(tx);
    await seedActivitiesAndPromotions(tx, today);
    await seedSiteContent(tx, today);
    await seedFormOptions(tx);
    await tx.insert(seedRuns).values({ name: DEMO_SEED, seededAt: now });
    return "seeded";
  });
}
