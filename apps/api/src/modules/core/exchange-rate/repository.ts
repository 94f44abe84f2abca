import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { exchangeRates } from "../../../db/schema/exchange-rates.ts";

export type ExchangeRateRepository = ReturnType<typeof createExchangeRateRepository>;

/** Pesos per unit of `currency` as stored; undefined while none is. */
export async function pesosPer(db: Database, currency: string): Promise<number | undefined> {
  const [row] = await db
    .select({ value: exchangeRates.value })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  return row?.value;
}

export function createExchangeRateRepository(db: Database) {
  return { pesosPer: (currency: string) => pesosPer(db, currency) };
}
