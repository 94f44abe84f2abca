import { SITE_PAGES } from "../../apps/web/src/shared/routing/site-pages.ts";
import { networkQuiet } from "./network-quiet.ts";
import { expect, test } from "./no-console-errors.ts";

/**
 * Every route loaded fresh, as a first visit (Spanish) and as a visitor who chose English before, and left
 * to hydrate and receive the banner: the prerendered HTML and the first client render must agree (a
 * mismatch is a console error, failed by the fixture), the browser must report no issue (CSP violations,
 * deprecated APIs) and nothing on the page may move (CLS under 0.02, issue 9), for the English visitor too,
 * whose page is prerendered in Spanish (app/layout/language-pending.ts).
 */

// The order page needs a paid sale: purchase.spec.ts loads it fresh after paying.
const PATHS = SITE_PAGES.filter((page) => page.id !== "order.details").map(
  (page) => `/${page.path.replace(":id", "1")}`,
);

const BANNER = { es: "Aviso del parque", en: "Park notice" } as const;

/** Layout shifts not caused by the visitor, summed: the page's cumulative layout shift. */
function recordLayoutShifts() {
  const shifts: number[] = [];
  Object.assign(window, { parkLayoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

for (const language of ["es", "en"] as const) {
  for (const path of PATHS) {
    test(`${path} (${language}) loads fresh with no console error or browser issue, and nothing moves`, async ({
      page,
      context,
    }) => {
      if (language === "en") {
        // Init scripts also run in embedded frames (the directions and contact map), whose storage is denied.
        await page.addInitScript(() => {
          if (window === window.top) window.localStorage.setItem("park.language", "en");
        });
      }
      await page.addInitScript(recordLayoutShifts);
      const cdp = await context.newCDPSession(page);
      const issues: string[] = [];
      cdp.on("Audits.issueAdded", ({ issue }) =>
        issues.push(`${issue.code}: ${JSON.stringify(issue.details)}`),
      );
      await cdp.send("Audits.enable");

      await page.goto(path);
      // The banner is read after hydration: once it shows, the app runs and the last late content is in.
      await expect(page.getByRole("region", { name: BANNER[language] })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await networkQuiet(page);

      expect(issues, "browser issues").toEqual([]);
      const shifts = await page.evaluate(
        () => (window as unknown as { parkLayoutShifts: number[] }).parkLayoutShifts,
      );
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        `layout shifts ${shifts.join(", ")}`,
      ).toBeLessThan(0.02);
    });
  }
}
