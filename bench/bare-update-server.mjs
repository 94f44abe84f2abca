import { mkdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import Fastify from "fastify";
import pg from "pg";

/**
 * The bare twin of PUT /api/ecommerce/quotes/{id}: bare Fastify (no plugins, no logger) doing one
 * `UPDATE ... RETURNING` of a row of a one-table schema per call, on its own database of the same kind as the
 * API's, used the same way: PGlite in a thread of its own (bare-pglite-thread.mjs), a server through a pool. Usage: node bare-update-server.mjs <port> <rows> pglite <data dir> | postgres <database url>.
 * `PUT /rows/{n}` (n from 1 to rows) takes the quote body the API takes and stores its visit.
 */
const [portText, rowsText, kind, target] = process.argv.slice(2);
/** The API's pool size on PostgreSQL (openPostgres in apps/api/src/db/database.ts). */
const POOL_SIZE = 10;

async function openDatabase() {
  if (kind === "pglite") {
    mkdirSync(target, { recursive: true });
    const thread = new Worker(new URL("./bare-pglite-thread.mjs", import.meta.url), {
      workerData: { dataDir: target },
    });
    await new Promise((resolve, reject) => {
      thread.once("message", resolve);
      thread.once("error", reject);
    });
    const waiting = new Map();
    let nextId = 0;
    thread.on("message", ({ id, rows, error }) => {
      const { resolve, reject } = waiting.get(id);
      waiting.delete(id);
      if (error === undefined) resolve({ rows });
      else reject(new Error(error));
    });
    const query = (text, values) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, text, values });
      });
    return { query, close: () => thread.terminate() };
  }
  if (kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target, max: POOL_SIZE });
    return { query: (text, values) => pool.query(text, values), close: () => pool.end() };
  }
  throw new Error("usage: node bare-update-server.mjs <port> <rows> pglite <dir> | postgres <url>");
}

const db = await openDatabase();
await db.query(`CREATE TABLE bench_quote (
  id integer PRIMARY KEY,
  number_of_persons integer NOT NULL,
  visit jsonb NOT NULL,
  updated_at timestamptz NOT NULL
)`);
await db.query("INSERT INTO bench_quote SELECT n, 2, '{}', now() FROM generate_series(1, $1::integer) AS n", [
  Number(rowsText),
]);

const app = Fastify({ logger: false });
app.get("/health", () => ({ ok: true }));
app.put("/rows/:id", async (request, reply) => {
  const { visit } = request.body;
  const { rows } = await db.query(
    "UPDATE bench_quote SET number_of_persons = $2, visit = $3, updated_at = now() WHERE id = $1 RETURNING *",
    [Number(request.params.id), visit.numberOfPersons, JSON.stringify(visit)],
  );
  if (rows.length !== 1) return reply.code(404).send({ error: "no_row" });
  return rows[0];
});
await app.listen({ port: Number(portText), host: "127.0.0.1" });
process.stdout.write("listening\n");
process.once("SIGTERM", () =>
  app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0)),
);
