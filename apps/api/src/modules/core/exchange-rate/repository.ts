import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { exchangeRates } from "../../../db/schema/exchange-rates.ts";

export type ExchangeRateRepository = ReturnType<typeof createExchangeRateRepository>;

export function createExchangeRateRepository(db: Database) {
  return {
    async pesosPer(currency: string): Promise<number | undefined> {
      const [row] = await db
        .select({ value: exchangeRates.value })
        .from(exchangeRates)
        .where(eq(exchangeRates.currency, currency));
      return row?.value;
    },
  };
}
