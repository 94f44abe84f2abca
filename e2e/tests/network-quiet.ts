import type { Page, Request } from "@playwright/test";

/*
 * "Nothing is still loading", for the checks that must wait for a page's late parts (its text chunks, the
 * banner's answer, each page's own calls) before they look. Playwright's `networkidle` waits for 500 ms
 * without a request: a window made for the internet's round trips. From the server on this machine a page's
 * next request follows the answer before it within milliseconds, so a page with nothing in flight for
 * QUIET_MS is as settled as networkidle says, for less than half of its wait (about 190 such waits in a
 * browser run).
 */
const QUIET_MS = 200;

type Watch = { inFlight: Set<Request>; lastChange: number };
const watches = new WeakMap<Page, Watch>();

/**
 * Counts the page's requests from now on: call it before the page's first navigation (every test's own
 * `page` is watched from its start by the fixture in no-console-errors.ts). Watching twice is once.
 */
export function watchRequests(page: Page): void {
  if (watches.has(page)) return;
  const watch: Watch = { inFlight: new Set(), lastChange: Date.now() };
  watches.set(page, watch);
  page.on("request", (request) => {
    watch.inFlight.add(request);
    watch.lastChange = Date.now();
  });
  const ended = (request: Request) => {
    watch.inFlight.delete(request);
    watch.lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/** Resolves once the page has had no request in flight for QUIET_MS. */
export async function networkQuiet(page: Page): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error("networkQuiet: this page's requests are not watched (watchRequests first)");
  for (;;) {
    const quietFor = Date.now() - watch.lastChange;
    if (watch.inFlight.size === 0 && quietFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(20, QUIET_MS - quietFor)));
  }
}
