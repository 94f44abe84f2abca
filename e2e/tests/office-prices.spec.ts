import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";
import { openPage } from "./quote-flow.ts";

/*
 * The admin's prices (issue 14 item 4) in Chromium: a week painted BLUE is previewed on the visitor's own
 * calendar, saved, and then the visitor's /prices page shows it; the office page is axe clean with and
 * without a pending preview. The server's clock is pinned at 22 November 2026 (playwright.config.ts).
 */

// Monday 30 November to Sunday 6 December 2026: RED, YELLOW and BLACK days in the seed.
const WEEK = [
  "2026-11-30",
  "2026-12-01",
  "2026-12-02",
  "2026-12-03",
  "2026-12-04",
  "2026-12-05",
  "2026-12-06",
];

/** The colour a calendar day button names last in its label ("lunes, 30 de noviembre de 2026, azul"). */
async function dayColors(page: Page, scope: string): Promise<string[]> {
  return Promise.all(
    WEEK.map(async (date) => {
      const label = await page.locator(`${scope} [data-price-day="${date}"]`).getAttribute("aria-label");
      return label?.split(", ").at(-1) ?? "";
    }),
  );
}

test("an admin paints a week BLUE, previews it and the visitor's prices page shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToOffice(page, "admin");
  await page.goto("/office/prices");
  const paint = page.getByRole("region", { name: "Pintar el calendario" });
  await expect(paint.locator('[data-paint-day="2026-11-30"]')).toBeVisible();
  await expectNoViolations(page, "office prices page");

  // The mouse picks the week on the calendar: a click on Monday, Shift+click on Sunday fills the dates.
  await paint.locator('[data-paint-day="2026-11-30"]').click();
  await paint.locator('[data-paint-day="2026-12-06"]').click({ modifiers: ["Shift"] });
  await expect(paint.getByLabel("Desde")).toHaveValue("2026-11-30");
  await expect(paint.getByLabel("Hasta")).toHaveValue("2026-12-06");
  await expect(paint.locator('[data-paint-day="2026-12-03"]')).toHaveAttribute("aria-pressed", "true");
  await expect(paint.locator('[data-paint-day="2026-12-07"]')).toHaveAttribute("aria-pressed", "false");

  // The keyboard way: the same range typed, then the colour chosen.
  await paint.getByLabel("Desde").fill("2026-11-30");
  await paint.getByLabel("Hasta").fill("2026-12-06");
  await paint.getByRole("radio", { name: "Azul" }).check();
  await paint.getByRole("button", { name: "Vista previa" }).click();

  const preview = page.getByTestId("price-preview");
  await expect(preview.getByRole("heading", { name: /Vista previa/ })).toBeFocused();
  await expect(preview).toContainText("Pintar de Azul del 2026-11-30 al 2026-12-06");
  expect(await dayColors(page, '[data-testid="price-preview"]')).toEqual(Array(7).fill("azul"));
  await expectNoViolations(page, "office prices page with a preview");

  // Not saved yet: the visitor still sees the old colours.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await openPage(visitor, "/prices");
    await expect(visitor.locator('[data-price-day="2026-11-30"]')).toBeVisible();
    expect(await dayColors(visitor, "main")).toEqual([
      "roja",
      "amarilla",
      "amarilla",
      "amarilla",
      "negra",
      "negra",
      "negra",
    ]);

    await preview.getByRole("button", { name: "Guardar el cambio" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cambio guardado" })).toHaveText(
      "Cambio guardado: 7 fechas o periodos cambiaron.",
    );
    await expect(preview).toHaveCount(0);
    // The office's own calendar shows the week BLUE once reloaded.
    await expect(paint.locator('[data-paint-day="2026-12-05"]')).toHaveAttribute("aria-label", /Azul$/);

    await openPage(visitor, "/prices");
    await expect(visitor.locator('[data-price-day="2026-11-30"]')).toBeVisible();
    expect(await dayColors(visitor, "main")).toEqual(Array(7).fill("azul"));
  } finally {
    await visitorContext.close();
  }
});

test("a price below zero is refused in the office with the field named, and nothing is previewed", async ({
  page,
}) => {
  await signInToOffice(page, "admin");
  await page.goto("/office/prices");
  const tariff = page.getByRole("region", { name: "Tarifa de cada color" });
  await tariff.getByLabel("Cabaña", { exact: true }).fill("-5");
  await tariff.getByRole("button", { name: "Vista previa" }).click();
  await expect(
    tariff.getByText("Escribe un precio en pesos, cero o más, con hasta 2 decimales."),
  ).toBeVisible();
  await expect(tariff.getByLabel("Cabaña", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("price-preview")).toHaveCount(0);
});

test("the office calendar picks a range with the keyboard alone", async ({ page }) => {
  await signInToOffice(page, "admin");
  await page.goto("/office/prices");
  const paint = page.getByRole("region", { name: "Pintar el calendario" });
  // One day of the calendar is in the Tab order: the park's today, 22 November 2026.
  const today = paint.locator('[data-paint-day="2026-11-22"]');
  await expect(today).toHaveAttribute("tabindex", "0");
  await today.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Shift+Enter");
  await expect(paint.locator('[data-paint-day="2026-12-01"]')).toBeFocused();
  await expect(paint.getByLabel("Desde")).toHaveValue("2026-11-24");
  await expect(paint.getByLabel("Hasta")).toHaveValue("2026-12-01");
  await expect(paint.getByText("Elegido: 2026-11-24 a 2026-12-01")).toBeVisible();
});
