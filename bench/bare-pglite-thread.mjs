import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/**
 * The bare twin's PGlite in a thread of its own, as the API runs it (apps/api/src/hot-path/pglite-thread.ts):
 * PGlite's own query(), one at a time in the order sent, each answered with its rows.
 */
const db = await PGlite.create({ dataDir: workerData.dataDir });
let queue = Promise.resolve();
parentPort.on("message", ({ id, text, values }) => {
  queue = queue.then(async () => {
    try {
      const { rows } = await db.query(text, values);
      parentPort.postMessage({ id, rows });
    } catch (err) {
      parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  });
});
parentPort.postMessage({ ready: true });
