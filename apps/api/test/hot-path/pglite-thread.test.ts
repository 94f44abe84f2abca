import { Worker } from "node:worker_threads";
import { PGlite, protocol, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withPreparedStatements } from "../../src/hot-path/pglite-prepared-statements.ts";
import { PGliteThread } from "../../src/hot-path/pglite-thread.ts";

const RESET = "deallocate all; drop table if exists visit;";
const SCHEMA = `
  create table visit (id integer primary key, persons integer not null, arrives date not null, note text);
  insert into visit (id, persons, arrives) values (1, 2, '2026-12-07'), (2, 4, '2026-12-08');
`;

let thread: PGliteThread;
let here: PGlite;

const count = async (db: Pick<PGlite, "query">) =>
  (await db.query<{ n: number }>("select count(*)::int as n from visit")).rows[0]?.n;

describe("PGlite in a thread of its own", () => {
  // A thread and, to compare it with, PGlite in this thread, for the whole describe (each costs about 2 s to
  // create); each test gets the table back as it was and no statement left prepared. The memory test below
  // starts a thread of its own.
  beforeAll(async () => {
    [thread, here] = await Promise.all([PGliteThread.create(), PGlite.create()]);
  });

  beforeEach(async () => {
    await Promise.all([thread.exec(RESET + SCHEMA), here.exec(RESET + SCHEMA)]);
  });

  afterAll(async () => {
    await Promise.all([thread.close(), here.close()]);
  });

  it("answers as PGlite in this thread: rows, fields, counts, parsers, array rows and transactions", async () => {
    const update =
      "update visit set persons = $2, note = $3 where id = $1 returning id, persons, note, arrives";
    expect(await thread.query(update, [1, 3, "late"])).toEqual(await here.query(update, [1, 3, "late"]));
    const options = { rowMode: "array" as const, parsers: { [types.DATE]: (value: string) => value } };
    const select = "select id, arrives from visit order by id";
    expect((await thread.query(select, [], options)).rows).toEqual([
      [1, "2026-12-07"],
      [2, "2026-12-08"],
    ]);
    const insertAndFail = (db: Pick<PGlite, "transaction">) =>
      db.transaction(async (tx) => {
        await tx.query("insert into visit (id, persons, arrives) values (3, 1, '2026-12-09')");
        await tx.rollback();
      });
    await Promise.all([insertAndFail(thread), insertAndFail(here)]);
    expect(await count(thread)).toBe(2);
    await thread.transaction(async (tx) => {
      await tx.query("insert into visit (id, persons, arrives) values (3, 1, '2026-12-09')");
    });
    expect(await count(thread)).toBe(3);
  });

  it("throws PostgreSQL's error with its code, and goes on answering", async () => {
    const duplicate = "insert into visit (id, persons, arrives) values (1, 1, '2026-12-09')";
    const ours = await thread.query(duplicate).catch((err: unknown) => err);
    const theirs = await here.query(duplicate).catch((err: unknown) => err);
    expect(ours).toMatchObject({ code: "23505", message: (theirs as Error).message });
    expect(await count(thread)).toBe(2);
  });

  it("runs many queries sent at once, through named statements, each answered with its own rows", async () => {
    // Three statements kept at most: the 12 texts below keep closing each other while queries overlap.
    const db = withPreparedStatements(thread, 3);
    const calls = Array.from({ length: 240 }, (_, i) => {
      const text = `select $1::int + ${i % 12} as n, (select persons from visit where id = 1) as persons`;
      return db.query<{ n: number; persons: number }>(text, [i]).then(({ rows }) => rows[0]);
    });
    const answers = await Promise.all(calls);
    expect(answers).toEqual(Array.from({ length: 240 }, (_, i) => ({ n: i + (i % 12), persons: 2 })));
  });

  it("sends no query while a transaction is open: it runs after, outside it", async () => {
    const db = withPreparedStatements(thread);
    const order: string[] = [];
    let outside: Promise<number | undefined> = Promise.resolve(undefined);
    await db
      .transaction(async (tx) => {
        await tx.query("insert into visit (id, persons, arrives) values (3, 1, '2026-12-09')");
        outside = count(db).then((n) => {
          order.push("query outside");
          return n;
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push("transaction ends");
        await tx.rollback();
      })
      .catch(() => undefined);
    // Had it run inside the transaction, it would count the row rolled back (3) or be rolled back with it.
    expect(await outside).toBe(2);
    expect(order).toEqual(["transaction ends", "query outside"]);
  });

  it("refuses queries once closed", async () => {
    const closed = await PGliteThread.create();
    await closed.close();
    await expect(closed.query("select 1")).rejects.toThrow("PGlite is closed");
  });
});

describe("the thread's own memory", () => {
  it("stays bounded however many rows it answers: 1,500 answers of 100 rows of 1 KB in a 48 MB heap", async () => {
    const worker = new Worker(new URL("../../src/hot-path/pglite-thread-host.mjs", import.meta.url), {
      workerData: {},
      resourceLimits: { maxOldGenerationSizeMb: 48 },
    });
    const exited = new Promise<Error>((resolve) => {
      worker.once("error", resolve);
      worker.once("exit", (code) => resolve(new Error(`the thread exited (${code})`)));
    });
    const next = () =>
      Promise.race([
        new Promise<{ ready?: true; bytes?: Uint8Array }>((resolve) => worker.once("message", resolve)),
        exited.then((err) => Promise.reject(err)),
      ]);
    try {
      expect(await next()).toEqual({ ready: true });
      const query = protocol.serialize.query("select repeat('x', 1000) as note from generate_series(1, 100)");
      let answer: Uint8Array | undefined;
      for (let id = 1; id <= 1500; id++) {
        worker.postMessage({ id, op: "raw", bytes: query.slice(), syncToFs: false });
        answer = (await next()).bytes;
      }
      // The last answer whole, though PGlite writes one this long in several pieces.
      const rows: string[] = [];
      new protocol.Parser().parse(answer ?? new Uint8Array(), (message) => {
        if (message instanceof protocol.messages.DataRowMessage) rows.push(String(message.fields[0]));
      });
      expect(rows).toEqual(Array.from({ length: 100 }, () => "x".repeat(1000)));
    } finally {
      await worker.terminate();
    }
  });
});
