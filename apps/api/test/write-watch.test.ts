import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../src/db/database.ts";
import { createTestDatabase } from "./helpers/test-database.ts";

/*
 * Decision 0056: the write watch counts every write that ended on the database, once it ended, so an
 * answer read before it is known to be old. PGlite, or PostgreSQL with DATABASE_URL, where a second pool
 * (another process) is heard through the triggers' notifications.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  handle = await database.open();
  await handle.db.execute(sql`create table watched (id int primary key, note text)`);
  // On PostgreSQL the notifications' connection starts listening a moment after the handle opens, and that
  // change of state counts as a write: the counts below start once it has.
  await vi.waitFor(() => expect(handle.writes.hearsEveryWrite).toBe(true), { timeout: 10_000 });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const count = () => handle.writes.count;

describe("the write watch", () => {
  it("counts a statement that changed rows once it ended, and no read", async () => {
    const before = count();
    await handle.db.execute(sql`select * from watched`);
    expect(count()).toBe(before);
    await handle.db.execute(sql`insert into watched values (1, 'a')`);
    expect(count()).toBe(before + 1);
    await handle.db.execute(sql`update watched set note = 'b' where id = 1`);
    expect(count()).toBe(before + 2);
    // Reads that do not start with SELECT: a union of parenthesized parts, a WITH that only selects.
    await handle.db.execute(sql`(select id from watched) union all (select id from watched)`);
    await handle.db.execute(sql`with notes as (select note from watched) select * from notes`);
    expect(count()).toBe(before + 2);
    await handle.db.execute(sql`insert into watched values (4, 'x')`);
    await handle.db.execute(
      sql`with gone as (delete from watched where id = 4 returning id) select * from gone`,
    );
    expect(count()).toBe(before + 4);
  });

  it("leaves out statements that changed no row: a sweep with nothing to delete, an upsert that did nothing", async () => {
    const before = count();
    await handle.db.execute(sql`delete from watched where id = 999`);
    await handle.db.execute(sql`insert into watched values (1, 'a') on conflict do nothing`);
    expect(count()).toBe(before);
  });

  it("counts a transaction that wrote when it ends, committed or rolled back, and not before", async () => {
    const before = count();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into watched values (2, 'c')`);
      await tx.execute(sql`update watched set note = 'd' where id = 2`);
      expect(count()).toBe(before);
    });
    expect(count()).toBe(before + 1);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into watched values (3, 'e')`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(count()).toBe(before + 2);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select * from watched for update`);
      await tx.execute(sql`delete from watched where id = 999`);
    });
    expect(count()).toBe(before + 2);
  });

  it.runIf(process.env.DATABASE_URL)(
    "hears another process's change of the inventory within moments, and no other table's",
    async () => {
      const other = await database.open();
      try {
        for (let waited = 0; !handle.writes.hearsEveryWrite; waited += 20) {
          if (waited > 5_000) throw new Error("never listened");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const before = count();
        await other.db.execute(sql`insert into watched values (10, 'not inventory')`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(count()).toBe(before);
        // A statement trigger fires for a statement that matched no row too: the notification is enough.
        await other.db.execute(sql`update activity_schedules set units = units where id = -1`);
        await expect.poll(count, { timeout: 2_000, interval: 10 }).toBe(before + 1);
      } finally {
        await other.close();
      }
    },
  );
});
