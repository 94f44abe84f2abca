import { eq } from "drizzle-orm";
import { priceCalendar } from "../../src/db/schema/prices.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Runs `check` while the seed's day pass price on `date` is 100 pesos higher, the catalog copy dropped so
 * the app reads it, then puts the price back (and drops the copy again). `check` gets the price as it was,
 * in centavos.
 */
export async function withDayPassRaised(
  t: TestApp,
  date: string,
  check: (before: { date: string; dayPassPrice: number }) => Promise<void>,
): Promise<void> {
  const [row] = await t.db.select().from(priceCalendar).where(eq(priceCalendar.date, date));
  if (!row) throw new Error(`the seed has no price on ${date}`);
  await t.db
    .update(priceCalendar)
    .set({ dayPassPrice: row.dayPassPrice + 10_000 })
    .where(eq(priceCalendar.date, date));
  try {
    t.app.catalog.invalidate();
    await check(row);
  } finally {
    await t.db
      .update(priceCalendar)
      .set({ dayPassPrice: row.dayPassPrice })
      .where(eq(priceCalendar.date, date));
    t.app.catalog.invalidate();
  }
}
