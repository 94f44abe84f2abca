import type { Page } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import { openPage } from "./quote-flow.ts";

/**
 * The drawer, the mobile menu and the language menu are not part of an information page's first load:
 * their code arrives when first wanted. On a slow phone it may still be on its way when the visitor
 * clicks; the one click must still open them. Each test holds the widget's chunk back until after the
 * click, so the click surely lands before the code.
 */
async function holdChunk(page: Page, name: string): Promise<() => Promise<void>> {
  let held = 0;
  let unblock: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    unblock = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  // Released only once the browser has asked for the chunk: the click surely came before the code.
  return async () => {
    await expect.poll(() => held, `${name} chunk requested`).toBeGreaterThan(0);
    unblock();
  };
}

test("the quote drawer opens on the first click while its code is still loading", async ({ page }) => {
  const release = await holdChunk(page, "quote-drawer");
  await openPage(page, "/prices");
  await page.getByRole("banner").getByRole("button", { name: "Cotizar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cargando cotizador…" })).toBeVisible();
  await release();
  await expect(page.getByRole("dialog", { name: "Cotiza tu visita" })).toBeVisible();
});

test("the language menu opens on the first click while its code is still loading", async ({ page }) => {
  const release = await holdChunk(page, "language-menu");
  await openPage(page, "/prices");
  const button = page.getByRole("banner").getByRole("button", { name: /Idioma y moneda/ });
  await button.click();
  await release();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitemradio", { name: /Español/ })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("menuitemradio", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens on the first tap while its code is still loading", async ({ page }) => {
    const release = await holdChunk(page, "mobile-menu-dialog");
    await openPage(page, "/prices");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await release();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();
  });
});
