import { type Clock, eachDate, endOfYear, type IsoDate, parkDate, startOfYear } from "@park/domain/dates.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import {
  currentTariffs,
  overlappingPeriod,
  paintedRows,
  periodIssues,
  rangeIssues,
  sameTariff,
  tariffRuns,
} from "@park/domain/office-prices/price-rules.ts";
import type { YearlyPrices } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import type { Database } from "../../../db/database.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import { createActivityPricesRepository } from "../../catalog/activity-prices/repository.ts";
import { buildCatalog, type CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { createVisitPricesRepository } from "../../catalog/visit-prices/repository.ts";
import { perYear } from "../../catalog/visit-prices/service.ts";
import type { AuditEntry, RecordAudit } from "../audit/audit-repository.ts";
import {
  createOfficePricesRepository,
  type OfficePricesRepository,
  type PeriodRecord,
} from "./repository.ts";

/** An audit entry of this area; the staff member and the time are added where the change is saved. */
type PricesAuditEntry = Omit<AuditEntry, "staffId" | "at">;

export type OfficePricesService = ReturnType<typeof createOfficePricesService>;

const PREVIEW_ROLLBACK = Symbol("preview rollback");

function periodPrices(period: PeriodRecord) {
  const { id: _id, ...rest } = period;
  return rest;
}

/** The admin's changes of the prices calendar, tariffs, closed dates, activity periods and exchange rate. */
export function createOfficePricesService(deps: {
  db: Database;
  catalog: CatalogSnapshot;
  clock: Clock;
  audit: RecordAudit;
}) {
  const { db, catalog, clock, audit } = deps;

  /** Refuses a change that can never apply, before any transaction: 400 with its fields. */
  function check(change: PriceChange, today: IsoDate): void {
    if (change.kind === "activity_period_delete") return;
    const issues =
      change.kind === "activity_period"
        ? periodIssues(change.startDate, change.endDate, today)
        : rangeIssues(change.startDate, change.endDate, today);
    if (issues.length > 0) throw invalidFields(issues);
  }

  type Recorder = (entry: PricesAuditEntry) => Promise<void>;

  async function paint(
    repo: OfficePricesRepository,
    change: Extract<PriceChange, { kind: "paint" }>,
    record: Recorder,
  ) {
    const rows = await repo.allTariffRows();
    const dates = eachDate(change.startDate, change.endDate);
    const painted = paintedRows(rows, change.color, dates);
    if (!painted) throw new AppError(409, "color_without_tariff");
    const before = new Map(rows.map((row) => [row.date, row]));
    const changed = painted.filter((row) => {
      const old = before.get(row.date);
      return !old || old.color !== row.color || !sameTariff(old, row);
    });
    await repo.upsertTariffRows(changed);
    for (const row of changed) {
      await record({
        action: "calendar_day.paint",
        entityType: "calendar_day",
        entityId: row.date,
        before: before.get(row.date) ?? null,
        after: row,
      });
    }
    return changed.length;
  }

  async function retariff(
    repo: OfficePricesRepository,
    change: Extract<PriceChange, { kind: "tariff" }>,
    record: Recorder,
  ) {
    const ofColor = (await repo.tariffRowsBetween(change.startDate, change.endDate)).filter(
      (row) => row.color === change.color,
    );
    const replaced = ofColor.filter((row) => !sameTariff(row, change.prices));
    await repo.upsertTariffRows(replaced.map((row) => ({ ...row, ...change.prices })));
    if (replaced.length > 0) {
      await record({
        action: "tariff.update",
        entityType: "tariff",
        entityId: change.color,
        before: { runs: tariffRuns(replaced) },
        after: { startDate: change.startDate, endDate: change.endDate, prices: change.prices },
      });
    }
    return replaced.length;
  }

  async function closeOrReopen(
    repo: OfficePricesRepository,
    change: Extract<PriceChange, { kind: "no_price" }>,
    record: Recorder,
  ) {
    const closed = new Set(await repo.closedBetween(change.startDate, change.endDate));
    const dates = eachDate(change.startDate, change.endDate).filter(
      (date) => closed.has(date) !== change.closed,
    );
    if (change.closed) await repo.close(dates);
    else await repo.reopen(change.startDate, change.endDate);
    for (const date of dates) {
      await record({
        action: change.closed ? "calendar_day.close" : "calendar_day.reopen",
        entityType: "calendar_day",
        entityId: date,
        before: { closed: !change.closed },
        after: { closed: change.closed },
      });
    }
    return dates.length;
  }

  async function savePeriod(
    repo: OfficePricesRepository,
    change: Extract<PriceChange, { kind: "activity_period" }>,
    record: Recorder,
  ) {
    const periods = await repo.periods();
    const old = change.id === null ? undefined : periods.find((period) => period.id === change.id);
    if (change.id !== null && !old) throw new AppError(404, "not_found");
    const clash = overlappingPeriod(periods, change);
    if (clash)
      throw new AppError(409, "period_overlap", { dates: [`${clash.startDate} – ${clash.endDate}`] });
    const values = { startDate: change.startDate, endDate: change.endDate, ...change.prices };
    const saved = old ? await repo.updatePeriod(old.id, values) : await repo.insertPeriod(values);
    if (!saved) throw new AppError(404, "not_found");
    await record({
      action: old ? "activity_price_period.update" : "activity_price_period.create",
      entityType: "activity_price_period",
      entityId: String(saved.id),
      before: old ? periodPrices(old) : null,
      after: periodPrices(saved),
    });
    return 1;
  }

  async function deletePeriod(repo: OfficePricesRepository, id: number, record: Recorder) {
    const removed = await repo.deletePeriod(id);
    if (!removed) throw new AppError(404, "not_found");
    await record({
      action: "activity_price_period.delete",
      entityType: "activity_price_period",
      entityId: String(id),
      before: periodPrices(removed),
      after: null,
    });
    return 1;
  }

  /** The change's writes, all in `tx`; answers how many dates or periods it changed. */
  async function apply(tx: Database, change: PriceChange, record: Recorder): Promise<number> {
    const repo = createOfficePricesRepository(tx);
    await repo.bumpCatalogVersion();
    switch (change.kind) {
      case "paint":
        return paint(repo, change, record);
      case "tariff":
        return retariff(repo, change, record);
      case "no_price":
        return closeOrReopen(repo, change, record);
      case "activity_period":
        return savePeriod(repo, change, record);
      case "activity_period_delete":
        return deletePeriod(repo, change.id, record);
    }
  }

  return {
    /** What the office page edits: tariffs as the visitor sees them now, periods, closed dates of the year, the rate. */
    async overview(year: number) {
      const repo = createOfficePricesRepository(db);
      const today = parkDate(clock());
      const [rows, periods, closedDates, exchangeRate] = await Promise.all([
        repo.allTariffRows(),
        repo.periods(),
        repo.closedBetween(startOfYear(year), endOfYear(year)),
        repo.exchangeRate("USD"),
      ]);
      return {
        today,
        year,
        tariffs: currentTariffs(rows, today),
        periods,
        closedDates,
        exchangeRate: exchangeRate ?? null,
      };
    },

    /**
     * The visitor's year of prices (GET /api/catalog/visit-prices-per-year/{year}) as it would be with the
     * change saved: the change runs in a transaction that is read and then rolled back, so the preview is
     * made by the very code that saves.
     */
    async preview(change: PriceChange, year: number): Promise<YearlyPrices[]> {
      check(change, parkDate(clock()));
      let answer: YearlyPrices[] = [];
      try {
        await db.transaction(async (tx) => {
          await apply(tx, change, async () => {});
          const [prices, activityPeriods] = await Promise.all([
            createVisitPricesRepository(tx).allSellable(),
            createActivityPricesRepository(tx).all(),
          ]);
          const draft = buildCatalog({
            prices,
            activityPeriods,
            countries: [],
            states: [],
            vehicleProperties: [],
            lodgingUnits: [],
            capacitySettings: [],
            capacityOverrides: [],
          });
          answer = perYear(draft, year);
          throw PREVIEW_ROLLBACK;
        });
      } catch (err) {
        if (err !== PREVIEW_ROLLBACK) throw err;
      }
      return answer;
    },

    /** Saves the change and its audit in one transaction; the visitor's next call reads it (this process at once). */
    async save(change: PriceChange, staffId: string): Promise<{ changed: number }> {
      check(change, parkDate(clock()));
      const at = clock();
      const changed = await db.transaction((tx) =>
        apply(tx, change, (entry) => audit(tx, { ...entry, staffId, at })),
      );
      catalog.invalidate();
      return { changed };
    },

    async setExchangeRate(value: number, staffId: string): Promise<{ value: number }> {
      await db.transaction(async (tx) => {
        const repo = createOfficePricesRepository(tx);
        const before = await repo.exchangeRate("USD");
        await repo.setExchangeRate("USD", value);
        await audit(tx, {
          staffId,
          at: clock(),
          action: "exchange_rate.update",
          entityType: "exchange_rate",
          entityId: "USD",
          before: before === undefined ? null : { value: before },
          after: { value },
        });
      });
      return { value };
    },
  };
}
