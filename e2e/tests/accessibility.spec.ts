import { axe } from "./axe.ts";
import { expect, test } from "./no-console-errors.ts";
import { openPage } from "./quote-flow.ts";

test("axe finds no violations on the home page", async ({ page }) => {
  await openPage(page, "/");
  await expect(page.getByRole("heading", { name: "Descubre el parque" })).toBeVisible();
  // The park's notice fades in once read: axe measures its contrast in its final colours, not mid-fade.
  const notice = page.getByRole("region", { name: "Aviso del parque" });
  await expect(notice).toBeVisible();
  await notice.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
