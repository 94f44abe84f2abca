import type { Page } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish, openPage, quoteDrawer } from "./quote-flow.ts";
import { QUOTE_TEXTS } from "./quote-texts.ts";

/*
 * The home page's welcome scene (decision 0055): it lies behind the welcome text, moves until the visitor
 * pauses it, and stands still while a dialog covers the page, moving on once it closes.
 */

const PAUSE = { es: "Pausar animación de fondo", en: "Pause background animation" } as const;
const PLAYER = {
  es: {
    open: "Ver video",
    title: "Bienvenidos a Ensenada Park",
    pause: "Pausar",
    resume: "Reanudar",
    close: "Cerrar el video",
  },
  en: {
    open: "Watch video",
    title: "Welcome to Ensenada Park",
    pause: "Pause",
    resume: "Play",
    close: "Close the video",
  },
} as const;

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
    // The welcome text and its buttons show over the scene, none of them pushed out of the hero.
    const hero = page.getByRole("region", {
      name:
        language === "es"
          ? "Campamento y parque acuático en Ensenada"
          : "Campground and water park in Ensenada",
    });
    await expect(hero.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(hero.getByRole("button", { name: PAUSE[language] })).toBeInViewport();
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

    // The player shows the scene large under its own controls, which the scene never covers (a click on a
    // covered button would land on the scene instead).
    const texts = PLAYER[language];
    await page.getByRole("button", { name: texts.open }).click();
    const player = page.getByRole("dialog", { name: texts.title });
    await player.getByRole("button", { name: texts.pause, exact: true }).click();
    await expect(player.getByRole("button", { name: texts.resume, exact: true })).toBeVisible();
    await player.getByRole("button", { name: texts.close }).click();
    await expect(player).toBeHidden();
  });
}
