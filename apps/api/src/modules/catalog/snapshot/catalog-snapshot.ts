import { createHash } from "node:crypto";
import type { LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { CapacityLimits } from "@park/domain/quote/capacity-dates.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/database.ts";
import { createRefreshingValue } from "../../../infra/refreshing-value.ts";
import {
  type CapacityOverrideRow,
  type CapacitySettingRow,
  capacityLimits,
  createCapacitiesRepository,
} from "../../ecommerce/capacities/repository.ts";
import {
  createLodgingUnitsRepository,
  type LodgingUnitRecord,
} from "../../ecommerce/reservations/lodging-units-repository.ts";
import {
  type ActivityPricePeriodRecord,
  createActivityPricesRepository,
} from "../activity-prices/repository.ts";
import { type CountryRecord, createCountriesRepository, type StateRecord } from "../countries/repository.ts";
import {
  createVehiclePropertiesRepository,
  type VehiclePropertyRecord,
} from "../vehicle-properties/repository.ts";
import { createVisitPricesRepository, type PriceRecord } from "../visit-prices/repository.ts";
import { createCatalogVersionRepository } from "./catalog-version-repository.ts";

/**
 * How long a loaded catalog is served before it is reloaded whatever the version says: it bounds how
 * long a direct edit of the database (which does not bump the version) takes to show.
 */
const CATALOG_MAX_AGE_MS = 60_000;

/**
 * How often a process asks whether the catalog's version moved (decision 0027): an office change saved
 * by another API process shows here within about this long (plus one reload), not after the max age.
 */
const VERSION_CHECK_MS = 1_000;

/**
 * Memoized answers a copy keeps, the least recently used going first. Keys come from requests (date
 * ranges of up to 2 years, about 100 KB each), so without a bound a caller could fill the memory.
 */
const MEMO_LIMIT = 200;

/** The catalog tables as one immutable, indexed copy, plus the answers already computed from it. */
export type Catalog = {
  /** Sellable dates (a tariff row and not on the no-price list) from startDate to endDate, in date order. */
  pricedBetween(startDate: IsoDate, endDate: IsoDate): readonly PriceRecord[];
  pricedOn(date: IsoDate): PriceRecord | undefined;
  /** Activity price periods, oldest first (start date, then id). */
  readonly activityPeriods: readonly ActivityPricePeriodRecord[];
  readonly countries: readonly CountryRecord[];
  /** States by country, in display order. */
  readonly statesOf: ReadonlyMap<string, readonly StateRecord[]>;
  readonly vehicleProperties: readonly VehiclePropertyRecord[];
  /** Lodging units (of one kind, or all) in the park's order: cabins, tipis, lake villages, superior cabins. */
  unitsOf(kind?: LodgingKind): readonly LodgingUnitRecord[];
  /**
   * Each arrival time's everyday admission limit and every dated exception: what the quotes' answers
   * count against, as they price from this copy. A sale reads the limits again, under its lock.
   */
  readonly capacityLimits: CapacityLimits;
  /**
   * An answer derived only from this catalog, computed once per key and kept while this copy is served
   * (the least recently used of many keys are dropped), e.g. a route's prepared JSON. A reload that reads the same rows keeps this copy and so its
   * memos; one that reads different rows starts empty.
   */
  memo<T>(key: string, compute: () => T): T;
};

export type CatalogSnapshot = {
  /** The current catalog; loaded on first use and reloaded in the background once older than the max age. */
  current(): Promise<Catalog>;
  /**
   * The copy being served, without waiting (undefined until the first load ends, and after invalidate):
   * the hot reads answer in the same tick. Like current(), it starts a background reload of an old copy.
   */
  latest(): Catalog | undefined;
  /** Forgets the loaded copy so the next call reads the database again (after editing catalog rows directly). */
  invalidate(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The app's catalog snapshot; `invalidate` it after editing catalog rows in the database directly. */
    catalog: CatalogSnapshot;
  }
}

/** Index of the first record dated after `date` (or on it, unless `strictlyAfter`) in a list in date order. */
function boundary(records: readonly PriceRecord[], date: IsoDate, strictlyAfter: boolean): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const at = (records[mid] as PriceRecord).date;
    if (at < date || (strictlyAfter && at === date)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A catalog copy from rows already read (the office's preview builds one inside its transaction). */
export function buildCatalog(tables: {
  prices: readonly PriceRecord[];
  activityPeriods: readonly ActivityPricePeriodRecord[];
  countries: readonly CountryRecord[];
  states: readonly StateRecord[];
  vehicleProperties: readonly VehiclePropertyRecord[];
  lodgingUnits: readonly LodgingUnitRecord[];
  capacitySettings: readonly CapacitySettingRow[];
  capacityOverrides: readonly CapacityOverrideRow[];
}): Catalog {
  const prices = [...tables.prices].sort((a, b) => a.date.localeCompare(b.date));
  const byDate = new Map(prices.map((p) => [p.date, p]));
  const statesOf = new Map<string, StateRecord[]>();
  for (const state of tables.states) {
    const list = statesOf.get(state.countryCode);
    if (list) list.push(state);
    else statesOf.set(state.countryCode, [state]);
  }
  const unitsByKind = new Map<LodgingKind, LodgingUnitRecord[]>();
  for (const unit of tables.lodgingUnits) {
    const list = unitsByKind.get(unit.kind);
    if (list) list.push(unit);
    else unitsByKind.set(unit.kind, [unit]);
  }
  const memos = new Map<string, unknown>();
  return {
    pricedBetween(startDate, endDate) {
      if (endDate < startDate) return [];
      return prices.slice(boundary(prices, startDate, false), boundary(prices, endDate, true));
    },
    pricedOn: (date) => byDate.get(date),
    activityPeriods: tables.activityPeriods,
    countries: tables.countries,
    statesOf,
    vehicleProperties: tables.vehicleProperties,
    unitsOf: (kind) => (kind ? (unitsByKind.get(kind) ?? []) : tables.lodgingUnits),
    capacityLimits: capacityLimits(tables.capacitySettings, tables.capacityOverrides),
    memo<T>(key: string, compute: () => T): T {
      const known = memos.get(key) as T | undefined;
      if (known !== undefined) {
        // Map keeps insertion order: moving a used key to the end leaves the least recent first. The
        // order matters only once evictions draw near, so the usual hit skips the two extra map writes.
        if (memos.size > MEMO_LIMIT / 2) {
          memos.delete(key);
          memos.set(key, known);
        }
        return known;
      }
      const value = compute();
      memos.set(key, value);
      if (memos.size > MEMO_LIMIT) memos.delete(memos.keys().next().value as string);
      return value;
    },
  };
}

/** One snapshot per app instance, read from the database in one go when first needed. */
export function createCatalogSnapshot(
  db: Database,
  options: { maxAgeMs?: number; versionCheckMs?: number; log?: FastifyBaseLogger } = {},
): CatalogSnapshot {
  const prices = createVisitPricesRepository(db);
  const activityPrices = createActivityPricesRepository(db);
  const countries = createCountriesRepository(db);
  const vehicleProperties = createVehiclePropertiesRepository(db);
  const lodgingUnits = createLodgingUnitsRepository(db);
  const capacities = createCapacitiesRepository(db);
  const versions = createCatalogVersionRepository(db);
  const versionCheckMs = options.versionCheckMs ?? VERSION_CHECK_MS;

  // The copy last built and a fingerprint of the rows it was built from.
  let last: { fingerprint: string; catalog: Catalog } | undefined;
  // The copy `value` serves, for latest(); a load that started before an invalidate must not set it.
  let served: Catalog | undefined;
  // The catalog version read before the tables of the copy served.
  let servedVersion = 0;
  let generation = 0;
  let versionCheckedAt = Number.NEGATIVE_INFINITY;
  let checkingVersion = false;

  const value = createRefreshingValue<Catalog>({
    maxAgeMs: options.maxAgeMs ?? CATALOG_MAX_AGE_MS,
    async load() {
      const startedIn = generation;
      // Read before the tables: a change saved in between makes the next check reload once more, never
      // leaves a copy older than the version it claims.
      const version = await versions.read();
      const [priceRows, periodRows, countryRows, propertyRows, unitRows, limitRows] = await Promise.all([
        prices.allSellable(),
        activityPrices.all(),
        countries.all(),
        vehicleProperties.all(),
        lodgingUnits.all(),
        capacities.allLimitRows(),
      ]);
      const tables = {
        prices: priceRows,
        activityPeriods: periodRows,
        countries: countryRows.countries,
        states: countryRows.states,
        vehicleProperties: propertyRows,
        lodgingUnits: unitRows,
        capacitySettings: limitRows.settings,
        capacityOverrides: limitRows.overrides,
      };
      // Unchanged rows keep the old copy, so its prepared answers (and their ETags) outlive the reload.
      const fingerprint = createHash("sha256").update(JSON.stringify(tables)).digest("base64");
      if (last?.fingerprint !== fingerprint) last = { fingerprint, catalog: buildCatalog(tables) };
      if (startedIn === generation) {
        served = last.catalog;
        servedVersion = version;
      }
      return last.catalog;
    },
    onRefreshError: (err) =>
      options.log?.error({ err }, "reloading the catalog failed; serving the previous copy"),
  });

  /**
   * At most once per versionCheckMs, and in the background: when another process saved a catalog change
   * (the version moved), reload now instead of at the max age. Requests never wait for this check.
   */
  function checkVersion(): void {
    const now = performance.now();
    if (!served || checkingVersion || now - versionCheckedAt < versionCheckMs) return;
    checkingVersion = true;
    versionCheckedAt = now;
    versions
      .read()
      .then(
        (version) => {
          if (served && version !== servedVersion) value.refresh();
        },
        (err: unknown) => options.log?.error({ err }, "reading the catalog version failed"),
      )
      .finally(() => {
        checkingVersion = false;
      });
  }

  return {
    current() {
      checkVersion();
      return value.get();
    },
    latest() {
      // Resolved at once (the copy exists), so never rejected; it only schedules the reload when due.
      if (served) void value.get();
      checkVersion();
      return served;
    },
    invalidate() {
      generation++;
      served = undefined;
      value.invalidate();
    },
  };
}
