import type { Page } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish, openPage, quoteDrawer } from "./quote-flow.ts";
import { QUOTE_TEXTS } from "./quote-texts.ts";

/*
 * The home page's welcome scene (decision 0055): it moves until the visitor pauses it, and stands still while
 * a dialog covers the page, moving on once it closes.
 */

const PAUSE = { es: "Pausar animación de fondo", en: "Pause background animation" } as const;

/** The play states of the hero scene's moving pieces (the compositor runs them; the document lists them). */
function sceneStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => (animation as CSSAnimation).animationName?.startsWith("welcome-"))
      .map((animation) => animation.playState),
  );
}

const allAre = (state: string) => (states: string[]) =>
  states.length === 7 && states.every((s) => s === state);

for (const language of ["es", "en"] as const) {
  test(`the welcome scene pauses with its button and under the quote drawer (${language})`, async ({
    page,
  }) => {
    await openPage(page, "/");
    if (language === "en") await chooseEnglish(page);
    await expect.poll(() => sceneStates(page).then(allAre("running"))).toBe(true);

    const pause = page.getByRole("button", { name: PAUSE[language] });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => sceneStates(page).then(allAre("paused"))).toBe(true);
    await pause.click();
    await expect.poll(() => sceneStates(page).then(allAre("running"))).toBe(true);

    await page
      .getByRole("banner")
      .getByRole("button", { name: QUOTE_TEXTS[language].getPrices, exact: true })
      .click();
    await expect(quoteDrawer(page, language)).toBeVisible();
    await expect.poll(() => sceneStates(page).then(allAre("paused"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(quoteDrawer(page, language)).toBeHidden();
    await expect.poll(() => sceneStates(page).then(allAre("running"))).toBe(true);
  });
}
