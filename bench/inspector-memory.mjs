/**
 * The memory of a process started with `--inspect=127.0.0.1:0`, read through its inspector after a full
 * garbage collection, so garbage not yet collected is not counted as memory the process keeps.
 */

import { openSession } from "./devtools-session.mjs";

/** The inspector's WebSocket address, from the line Node prints when it starts listening. */
export function inspectorUrl(output) {
  return output.match(/Debugger listening on (ws:\/\/\S+)/)?.[1] ?? null;
}

/**
 * A full collection (`HeapProfiler.collectGarbage`), then `process.memoryUsage()` in the process, in bytes:
 * its RSS, the JS heap in use, and what it keeps: that heap and the memory outside it that JS objects own
 * (`external`: Buffers, ArrayBuffers, PGlite's WebAssembly memory, zlib's streams).
 */
export async function memoryAfterFullGc(url) {
  const session = await openSession(url);
  try {
    await session.send("HeapProfiler.collectGarbage");
    const { result } = await session.send("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    });
    const usage = JSON.parse(result.value);
    return { rss: usage.rss, heapUsed: usage.heapUsed, kept: usage.heapUsed + usage.external };
  } finally {
    session.close();
  }
}
