import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withPreparedStatements } from "../../src/hot-path/pglite-prepared-statements.ts";

let plain: PGlite;
let prepared: PGlite;

const preparedNames = async () =>
  (await plain.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (r) => r.name,
  );

// One PGlite for the file (creating one costs about 2 s); each test gets the table back as it was, no
// statement left prepared, and a wrapper of its own.
beforeAll(async () => {
  plain = await PGlite.create();
});

beforeEach(async () => {
  prepared = withPreparedStatements(plain, 3);
  await plain.exec(`
    deallocate all;
    drop table if exists visit;
    create table visit (id integer primary key, persons integer not null, arrives date not null, note text,
      paid boolean not null default false, at timestamptz not null default now());
    insert into visit (id, persons, arrives) values (1, 2, '2026-12-07'), (2, 4, '2026-12-08');
  `);
});

afterAll(async () => {
  await plain.close();
});

describe("PGlite queries through named prepared statements", () => {
  it("answers as PGlite's own query(): rows, fields, affected rows, parsers and array rows", async () => {
    const text =
      "update visit set persons = $2, note = $3, paid = $4 where id = $1 returning id, persons, note, paid, arrives";
    const params = [1, 3, "late arrival", true];
    const ours = await prepared.query(text, params);
    const theirs = await plain.query(text, [1, 3, "late arrival", true]);
    expect(ours).toEqual(theirs);
    expect(ours.rows).toEqual([
      { id: 1, persons: 3, note: "late arrival", paid: true, arrives: new Date("2026-12-07T00:00:00.000Z") },
    ]);
    expect(ours.affectedRows).toBe(1);

    const insert = "insert into visit (id, persons, arrives) values ($1, 2, '2026-12-09')";
    const { rowCount, ...inserted } = await prepared.query(insert, [3]);
    expect({ rowCount, ...inserted }).toEqual(await plain.query(insert, [4]));
    expect(rowCount).toBe(1);
    expect(inserted).toMatchObject({ rows: [], fields: [], affectedRows: 1, command: "INSERT" });

    const options = { rowMode: "array" as const, parsers: { [types.DATE]: (value: string) => value } };
    const select = "select id, arrives from visit where persons >= $1 order by id";
    expect(await prepared.query(select, [3], options)).toEqual(await plain.query(select, [3], options));
    expect((await prepared.query(select, [3], options)).rows).toEqual([
      [1, "2026-12-07"],
      [2, "2026-12-08"],
    ]);
  });

  it("parses a query text once and runs it again by its name", async () => {
    const text = "select persons from visit where id = $1";
    expect((await prepared.query(text, [1])).rows).toEqual([{ persons: 2 }]);
    expect((await prepared.query(text, [2])).rows).toEqual([{ persons: 4 }]);
    expect(await preparedNames()).toEqual(["pglite_s1"]);
  });

  it("closes the least recently used statement when it keeps more than it may", async () => {
    const texts = [1, 2, 3].map((n) => `select ${n} as n, persons from visit where id = $1`);
    for (const text of texts) await prepared.query(text, [1]);
    await prepared.query(texts[0] as string, [1]);
    await prepared.query("select 4 as n, persons from visit where id = $1", [1]);
    // The second was used longest ago: closed; the first, used again, is kept.
    expect(await preparedNames()).toEqual(["pglite_s1", "pglite_s3", "pglite_s4"]);
    expect((await prepared.query(texts[1] as string, [2])).rows).toEqual([{ n: 2, persons: 4 }]);
  });

  it("throws PostgreSQL's error with its code and query, and the next query runs", async () => {
    const insert = "insert into visit (id, persons, arrives) values ($1, $2, $3)";
    const error = await prepared.query(insert, [1, 2, "2026-12-09"]).catch((err: unknown) => err);
    expect(error).toMatchObject({ code: "23505", query: insert, params: [1, 2, "2026-12-09"] });
    const badText = await prepared.query("select nope from visit").catch((err: unknown) => err);
    expect(badText).toMatchObject({ code: "42703" });
    expect((await prepared.query("select count(*)::int as n from visit")).rows).toEqual([{ n: 2 }]);
  });

  it("runs a transaction's queries inside it, and rolls them all back when one fails", async () => {
    const failed = await prepared
      .transaction(async (tx) => {
        await tx.query("update visit set persons = $2 where id = $1", [1, 9]);
        expect((await tx.query("select persons from visit where id = $1", [1])).rows).toEqual([
          { persons: 9 },
        ]);
        await tx.query("insert into visit (id, persons, arrives) values ($1, $2, $3)", [2, 1, "2026-12-09"]);
      })
      .catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: "23505" });
    expect((await prepared.query("select persons from visit where id = $1", [1])).rows).toEqual([
      { persons: 2 },
    ]);

    await prepared.transaction(async (tx) => {
      await tx.query("update visit set persons = $2 where id = $1", [1, 5]);
    });
    expect((await prepared.query("select persons from visit where id = $1", [1])).rows).toEqual([
      { persons: 5 },
    ]);
  });

  it("keeps a query made outside a transaction waiting until the transaction ends", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rolledBack = prepared
      .transaction(async (tx) => {
        await tx.query("update visit set persons = $2 where id = $1", [1, 7]);
        await held;
        throw new Error("changed my mind");
      })
      .catch((err: unknown) => err);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Run inside the open transaction, this write would be rolled back with it.
    const outside = prepared.query("update visit set persons = $2 where id = $1", [2, 8]);
    release();
    expect(await rolledBack).toMatchObject({ message: "changed my mind" });
    await outside;
    expect((await prepared.query("select id, persons from visit order by id")).rows).toEqual([
      { id: 1, persons: 2 },
      { id: 2, persons: 8 },
    ]);
  });

  it("refuses a query on a transaction that has ended", async () => {
    let kept: { query: PGlite["query"] } | undefined;
    await prepared.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept?.query("select 1")).rejects.toThrow("Transaction is closed");
  });
});
