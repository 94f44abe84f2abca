import type { Worker } from "node:worker_threads";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { ChargeHooks } from "../../src/modules/ecommerce/charge/charge-flow.ts";

/**
 * The API as its own process, for tests that need a real one (a crash, two processes on one database):
 * src/server.ts plus the payment hooks, which only this test entry can arm. TEST_DIE_AT=beforeCharge or
 * afterCharge makes the process die there with SIGKILL: no close hook, no flush, as a power cut would.
 * TEST_PGLITE_THREAD_DIES=1 lets SIGUSR2 end the PGlite thread.
 */
const dieAt = process.env.TEST_DIE_AT;
const die = async (): Promise<void> => {
  process.kill(process.pid, "SIGKILL");
  await new Promise(() => {});
};
const hooks: ChargeHooks =
  dieAt === "beforeCharge" ? { beforeCharge: die } : dieAt === "afterCharge" ? { afterCharge: die } : {};

// TEST_PGLITE_THREAD_DIES=1: SIGUSR2 ends the PGlite thread from outside, as a crash of the engine would.
if (process.env.TEST_PGLITE_THREAD_DIES) {
  const threads: Worker[] = [];
  process.on("worker", (thread) => threads.push(thread));
  process.on("SIGUSR2", () => {
    for (const thread of threads) void thread.terminate();
  });
}

const config = loadConfig();
const app = await buildApp(config, { paymentHooks: hooks });
process.once("SIGTERM", () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: config.port, host: config.host });
