import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

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
