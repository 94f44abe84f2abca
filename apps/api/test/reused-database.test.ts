import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.ts";
import { promotions } from "../src/db/schema/promotions.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import { CAMPING_ON_RED_DATES, createQuote } from "./helpers/ecommerce-test-app.ts";
import { buildTestApp } from "./helpers/test-app.ts";
import { openOwnDatabase } from "./helpers/test-database.ts";

/** What a file's app must find: the seeded rows and the next identity a new row would take. */
async function seedState(db: Database) {
  const [quoteRows] = await db.select({ n: count() }).from(quotes);
  const [promotionRows] = await db.select({ n: count() }).from(promotions);
  const [identity] = (
    (await db.execute(sql`select nextval(pg_get_serial_sequence('promotions', 'id'))::int as next`)) as {
      rows: { next: number }[];
    }
  ).rows;
  return { quotes: quoteRows?.n, promotions: promotionRows?.n, nextPromotionId: identity?.next };
}

// The suite hands one seeded database per worker from file to file (helpers/reused-database.ts): a file
// must start on what a fresh copy of the seed holds, whatever the file before it wrote.
describe("a test app on the worker's seeded database", () => {
  it("starts on the seed again after another app wrote quotes and promotions", async () => {
    const fresh = await openOwnDatabase({ seeded: true });
    const seed = await seedState(fresh.db);
    await fresh.close();

    const first = await buildTestApp();
    await createQuote(first.app, CAMPING_ON_RED_DATES);
    await first.db.execute(sql`
      insert into promotions (code, promotion_type, start_date, end_date, arrival_time, dates_validity_only,
                              price_per_day, price_per_night, max_lodge_capacity)
      select 'LEFTOVER', promotion_type, start_date, end_date, arrival_time, dates_validity_only,
             price_per_day, price_per_night, max_lodge_capacity from promotions limit 1`);
    expect(await seedState(first.db)).not.toEqual(seed);
    await first.close();

    const next = await buildTestApp();
    try {
      expect(await seedState(next.db)).toEqual(seed);
    } finally {
      await next.close();
    }
  });

  it("gives an app that starts while another holds it a database of its own", async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    try {
      await createQuote(first.app, CAMPING_ON_RED_DATES);
      expect(await seedState(second.db)).not.toEqual(await seedState(first.db));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
