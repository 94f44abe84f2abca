// The thread that runs PGlite for the API (pglite-thread.ts): it opens the database and answers each
// request in the order it came. Plain JavaScript: a worker thread starts without the API's TypeScript
// loader (tsx in the server, Vite under the tests).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const port = parentPort;
let db;
try {
  db = await PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {});
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}

/**
 * The answer's bytes, copied as PGlite writes them. Not PGlite's execProtocolRaw(): in PGlite 0.5 it also parses
 * every message it answers into a list that only execProtocol() empties, and this thread never calls that. The
 * thread's heap grew with every row it ever answered (75 MB per 4,000 queries of 50 short rows), and its garbage
 * collections paused every query more and more. Parsing is the API thread's job anyway.
 */
async function answerOf(bytes, syncToFs) {
  const chunks = [];
  let length = 0;
  await db.execProtocolRawStream(bytes, {
    syncToFs,
    // A view of PGlite's memory, which its next write overwrites.
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0];
  const answer = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    answer.set(chunk, at);
    at += chunk.length;
  }
  return answer;
}

const operations = {
  raw: ({ bytes, syncToFs }) => answerOf(bytes, syncToFs),
  close: () => db.close(),
};

// One request at a time, in order: a transaction's statements must not interleave with another's.
let queue = Promise.resolve();
port.on("message", (request) => {
  queue = queue.then(async () => {
    try {
      const result = await operations[request.op](request);
      if (result instanceof Uint8Array) {
        port.postMessage({ id: request.id, bytes: result }, [result.buffer]);
      } else {
        port.postMessage({ id: request.id });
      }
    } catch (err) {
      port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
});
