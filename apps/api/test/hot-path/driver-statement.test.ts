import { eq, or, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database.ts";
import { driverRunner, driverStatement } from "../../src/hot-path/driver-statement.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";

const visit = pgTable("driver_statement_visit", {
  id: integer("id").primaryKey(),
  persons: integer("persons").notNull(),
  note: text("note"),
});

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await database.open();
  await handle.db.execute(
    sql`create table driver_statement_visit (id integer primary key, persons integer not null, note text)`,
  );
  await handle.db.insert(visit).values([
    { id: 1, persons: 2, note: "first" },
    { id: 2, persons: 4, note: null },
  ]);
});

afterAll(async () => {
  await handle.close();
  await database.drop();
});

/** An update that uses its `id` placeholder three times and a constant once. */
function updateStatement<
  A extends Record<string, unknown> = { id: number; persons: number; note: string | null },
>() {
  const id = sql.placeholder("id");
  const query = handle.db
    .update(visit)
    .set({
      persons: sql`${sql.placeholder("persons")}`,
      note: sql`coalesce(${sql.placeholder("note")}, ${visit.note})`,
    })
    .where(or(eq(visit.id, id), sql`${visit.id} = ${id} + ${1000}`, sql`${visit.id} = -${id}`))
    .returning({ id: visit.id, persons: visit.persons, note: visit.note });
  return driverStatement<A>("driver_statement_update", query.toSQL());
}

describe("statements built with Drizzle and run by the driver", () => {
  it("numbers each placeholder once however often it is used, and keeps constants as parameters", () => {
    const statement = updateStatement();
    expect(statement.text.match(/\$\d+/g)).toEqual(["$1", "$2", "$3", "$3", "$4", "$3"]);
    expect(statement.values({ id: 7, persons: 3, note: null })).toEqual([3, null, 7, 1000]);
  });

  it("answers rows as arrays, the same on every run of the named statement", async () => {
    const run = driverRunner(handle.db);
    const statement = updateStatement();
    expect(await run(statement, { id: 1, persons: 5, note: null })).toEqual([[1, 5, "first"]]);
    expect(await run(statement, { id: 2, persons: 6, note: "second" })).toEqual([[2, 6, "second"]]);
    expect(await run(statement, { id: 3, persons: 1, note: null })).toEqual([]);
    const rows = await handle.db.select().from(visit).orderBy(visit.id);
    expect(rows).toEqual([
      { id: 1, persons: 5, note: "first" },
      { id: 2, persons: 6, note: "second" },
    ]);
  });

  it("refuses a run without a value for one of its placeholders", async () => {
    const run = driverRunner(handle.db);
    await expect(run(updateStatement<Record<string, unknown>>(), { id: 1, persons: 5 })).rejects.toThrow(
      'no value for placeholder "note"',
    );
  });

  it("runs only on the database itself, not inside a transaction", async () => {
    await handle.db.transaction(async (tx) => {
      expect(() => driverRunner(tx)).toThrow(/not a transaction/);
    });
  });
});
