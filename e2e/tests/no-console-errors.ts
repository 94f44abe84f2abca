import { test as base, expect } from "@playwright/test";
import { watchRequests } from "./network-quiet.ts";

/** The tests this worker has run: each gets a client address of its own. */
let clients = 0;

/**
 * Playwright's `test` with two automatic fixtures, and an address of its own for each test. The first: every console error and uncaught page error of the
 * test's page is collected, and the test fails after its body if there was any. A hydration mismatch, a
 * failed request the page did not expect or a React warning logged as an error is a bug the visitor
 * never sees but the next change inherits; no test may pass over one. Specs import `test` and `expect`
 * from here instead of from @playwright/test. The second watches the page's requests (network-quiet.ts).
 *
 * The address: the test server believes X-Forwarded-For from loopback (playwright.config.ts), and each test
 * sends one of its own, as each visitor comes from their own. The per-address limits (20 visitor tokens a
 * minute) are then a visitor's, not the whole suite's, which runs from one machine.
 */
export const test = base.extend<{ consoleErrors: string[]; requestsWatched: undefined }>({
  extraHTTPHeaders: async ({ baseURL: _baseURL }, use, testInfo) => {
    clients += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
    await use({ "x-forwarded-for": address });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        errors.push(`${new URL(page.url()).pathname}: ${message.text()} (${url}:${lineNumber})`);
      });
      page.on("pageerror", (error) => {
        errors.push(`${new URL(page.url()).pathname}: uncaught ${error.name}: ${error.message}`);
      });
      await use(errors);
      expect(errors, "console errors and page errors").toEqual([]);
    },
    { auto: true },
  ],
  // The page's requests are counted from its start, for networkQuiet (network-quiet.ts).
  requestsWatched: [
    async ({ page }, use) => {
      watchRequests(page);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
