import type { FastifyInstance } from "fastify";

/**
 * Runs `pass` once the app listens and then every `intervalMs` (the reconcilers: the payment sandbox
 * answers only once the app listens, so the first pass waits for it). Passes run one at a time in this
 * process and a failed one does not stop the next; closing the app waits for the pass under way. Answers
 * a function that runs one more pass in turn (tests call it), answering what the pass answers.
 */
export function registerPeriodicPass(
  app: FastifyInstance,
  options: { intervalMs: number; failure: string; pass: () => Promise<number> },
): () => Promise<number> {
  let running: Promise<number> = Promise.resolve(0);
  function runOnce(): Promise<number> {
    running = running.catch(() => 0).then(options.pass);
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  function tick(): void {
    runOnce().catch((err: unknown) => app.log.warn({ err }, options.failure));
  }
  app.addHook("onListen", async () => {
    tick();
    timer = setInterval(tick, options.intervalMs);
    // A timer must not keep a process alive that has nothing else to do (tests, scripts).
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running.catch(() => 0);
  });
  return runOnce;
}
