import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { networkQuiet } from "./network-quiet.ts";

/**
 * The one way the browser tests run axe. Only violations are gathered: axe's passes, incomplete and
 * inapplicable lists are never read by a test, and building them made each scan 15-35 % slower (about 130
 * scans a run). The violations found are the same.
 *
 * Legacy mode runs axe.run() in the page, which reaches same-origin frames itself. The default mode runs
 * axe in each frame and then assembles the results in a new blank page: a new renderer for every scan,
 * which made a scan cost two to three times its own work (1.1 s against 0.4 s on a product page, 4.9 s
 * against 1.5 s on /prices), with the same violations found on every page checked. What it adds is
 * cross-origin frames: here only the map's third-party page, which is not the park's to fix.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
}

/** Fails the test with every axe violation on the page, one line each, named for where it was scanned. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const results = await axe(page).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
    where,
  ).toEqual([]);
}

/** The same, once the page has settled: its reads answered and nothing on it still busy. */
export async function expectSettledNoViolations(page: Page, where: string): Promise<void> {
  await networkQuiet(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page, where);
}
