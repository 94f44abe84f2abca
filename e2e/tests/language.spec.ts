import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish, openPage } from "./quote-flow.ts";

test("the home page is Spanish by default, and English survives a reload", async ({ page }) => {
  // The home page is prerendered: its language button shows before React listens to it.
  await openPage(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Descubre el parque" })).toBeVisible();

  await chooseEnglish(page);
  await expect(page.getByRole("heading", { name: "Discover the park" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Discover the park" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
