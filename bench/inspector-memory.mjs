/**
 * The memory of a process started with `--inspect=127.0.0.1:0`, read through its inspector after a full
 * garbage collection, so garbage not yet collected is not counted as memory the process keeps.
 */

/** The inspector's WebSocket address, from the line Node prints when it starts listening. */
export function inspectorUrl(output) {
  return output.match(/Debugger listening on (ws:\/\/\S+)/)?.[1] ?? null;
}

/** One Chrome DevTools Protocol session: `send(method, params)` answers the command's result. */
async function openSession(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`no inspector at ${url}`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: () => socket.close(),
  };
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
