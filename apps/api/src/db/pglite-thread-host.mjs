// The thread that runs PGlite for the API (pglite-thread.ts): it opens the database and answers each
// request in the order it came. Plain JavaScript: a worker thread starts without the API's TypeScript
// loader (tsx in the server, Vite under the tests).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/** A fresh copy of `bytes` whose buffer can be handed over: PGlite may answer with a view of a larger one. */
function own(bytes) {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

const port = parentPort;
let db;
try {
  db = await PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {});
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}

const operations = {
  raw: ({ bytes, syncToFs }) => db.execProtocolRaw(bytes, { syncToFs }),
  close: () => db.close(),
};

// One request at a time, in order: a transaction's statements must not interleave with another's.
let queue = Promise.resolve();
port.on("message", (request) => {
  queue = queue.then(async () => {
    try {
      const result = await operations[request.op](request);
      if (result instanceof Uint8Array) {
        const bytes = own(result);
        port.postMessage({ id: request.id, bytes }, [bytes.buffer]);
      } else {
        port.postMessage({ id: request.id });
      }
    } catch (err) {
      port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
});
