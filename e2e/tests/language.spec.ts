import { expect, test } from "./no-console-errors.ts";

test("the home page is Spanish by default, and English survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Descubre el parque" })).toBeVisible();

  await page.getByRole("button", { name: /Idioma y moneda/ }).click();
  await page.getByRole("menuitemradio", { name: /English/ }).click();
  await expect(page.getByRole("heading", { name: "Discover the park" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Discover the park" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
