import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./no-console-errors.ts";

test("axe finds no violations on the home page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Descubre el parque" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
