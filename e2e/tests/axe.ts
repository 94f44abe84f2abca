import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The one way the browser tests run axe. Only violations are gathered: axe's passes, incomplete and
 * inapplicable lists are never read by a test, and building them made each scan 15-35 % slower (about 130
 * scans a run). The violations found are the same.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}
