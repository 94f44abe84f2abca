import type { Database } from "../../../db/database.ts";
import { createCapacitiesRepository } from "../capacities/repository.ts";
import { createPaymentsRepository } from "../payment/payment-repository.ts";
import { createQuotesRepository } from "../quotes/repository.ts";
import { createCountHoldsRepository } from "../reservations/count-holds-repository.ts";
import { createUnitNightsRepository } from "../reservations/repository.ts";
import { createSaleRepository } from "../sale/sale-repository.ts";
import { createActivityBookingsRepository } from "../visit-activities/repository.ts";
import { isRetryableConflict } from "./database-errors.ts";

function repositories(db: Database) {
  return {
    quotes: createQuotesRepository(db),
    unitNights: createUnitNightsRepository(db),
    countHolds: createCountHoldsRepository(db),
    capacities: createCapacitiesRepository(db),
    sale: createSaleRepository(db),
    payments: createPaymentsRepository(db),
    activities: createActivityBookingsRepository(db),
    /** The database or transaction itself, for the promotions' functions (applied-promotion.ts). */
    db,
  };
}

export type EcommerceRepositories = ReturnType<typeof repositories>;

/** A deadlock that PostgreSQL broke by aborting us says nothing about the request: run it again, a few times. */
const ATTEMPTS = 3;

export type EcommerceStore = EcommerceRepositories & {
  /** Runs `work` in one transaction with repositories bound to it; all or nothing. */
  transaction<T>(work: (tx: EcommerceRepositories) => Promise<T>): Promise<T>;
};

/** The repositories of quotes, holds and capacity, outside or inside a transaction. */
export function createEcommerceStore(db: Database): EcommerceStore {
  return {
    ...repositories(db),
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction((tx) => work(repositories(tx)));
        } catch (err) {
          if (attempt >= ATTEMPTS || !isRetryableConflict(err)) throw err;
        }
      }
    },
  };
}
