import type { FastifyInstance } from "fastify";

/**
 * Runs `pass` at the start and then every `intervalMs`. Passes run one at a time in this process and a
 * failed one does not stop the next; closing the app clears the timer and waits for the pass under way,
 * so close never races the database's own close. Answers a function that runs one more pass in turn
 * (tests call it), answering what the pass answers.
 *
 * The start: "listen" (the reconcilers: the payment sandbox answers only once the app listens, so the first
 * pass waits for it), or "ready" (the mail queues and the hold sweeper: the app is ready only once their
 * first pass is done, so a process starts with its due work done, also under inject).
 */
export function registerPeriodicPass(
  app: FastifyInstance,
  options: { intervalMs: number; failure: string; pass: () => Promise<number>; start?: "listen" | "ready" },
): () => Promise<number> {
  let running: Promise<number> = Promise.resolve(0);
  function runOnce(): Promise<number> {
    running = running.catch(() => 0).then(options.pass);
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  function tick(): Promise<void> {
    return runOnce().then(
      () => undefined,
      (err: unknown) => app.log.warn({ err }, options.failure),
    );
  }
  function startTimer(): void {
    timer = setInterval(tick, options.intervalMs);
    // A timer must not keep a process alive that has nothing else to do (tests, scripts).
    timer.unref();
  }
  if (options.start === "ready") {
    app.addHook("onReady", async () => {
      await tick();
      startTimer();
    });
  } else {
    app.addHook("onListen", async () => {
      void tick();
      startTimer();
    });
  }
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running.catch(() => 0);
  });
  return runOnce;
}
