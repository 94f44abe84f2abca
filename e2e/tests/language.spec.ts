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
  // The English page has an address of its own (decision 0059).
  await expect(page).toHaveURL(/\/en$/);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Discover the park" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the selector moves between a page's two addresses, and the choice is remembered", async ({ page }) => {
  await openPage(page, "/prices");
  await chooseEnglish(page);
  await expect(page).toHaveURL(/\/en\/prices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prices and calendar" })).toBeVisible();
  // The site's links lead to the English pages; the visitor's own pages (the cart) have one address.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);

  // A plain (Spanish) address, typed or shared, brings the visitor who chose English to the English page.
  await openPage(page, "/directions");
  await expect(page).toHaveURL(/\/en\/directions$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Choosing Spanish moves back and is remembered as well.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Language and currency/ })
    .click();
  await page.getByRole("menuitemradio", { name: /Español/ }).click();
  await expect(page).toHaveURL(/\/directions$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await openPage(page, "/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
