import type { Page } from "@playwright/test";

/**
 * Resolves once `text` has been shown on the page, however briefly: a message that lives half a second
 * before its dialog closes. It is watched in the page on every frame from this call on (start it before
 * the action that shows it), where expect's polls pause up to a second and missed it once on a loaded
 * machine.
 */
export function seenOnPage(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
    polling: "raf",
  });
}
