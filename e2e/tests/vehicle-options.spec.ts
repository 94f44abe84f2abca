import type { Page } from "@playwright/test";
import {
  completePurchase,
  confirmationCode,
  fillContact,
  fillMexicanCard,
  openPaymentPage,
} from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish } from "./quote-flow.ts";

/** What the colour list offers after typing `typed` (issue 30 item 13: the visitor's language first). */
async function offered(page: Page, field: string, typed: string): Promise<string[]> {
  const input = page.getByRole("combobox", { name: field });
  await input.fill("");
  await input.pressSequentially(typed);
  const list = page.getByRole("listbox", { name: field });
  await expect(list).toBeVisible();
  return list.getByRole("option").allTextContents();
}

test("the vehicle colour list offers the visitor's language's matches first, in both languages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPaymentPage(page, { language: "es", arrivalDate: "2027-01-28", departureDate: "2027-01-29" });
  await fillContact(page, "es");
  await fillMexicanCard(page, "es", "4242 4242 4242 4242");
  await completePurchase(page, "es");
  await confirmationCode(page);

  await expect(page.getByRole("region", { name: "Agiliza tu entrada" })).toBeVisible();
  // Negro's id is BLACK: Blanco, whose label starts so, comes first.
  await expect.poll(() => offered(page, "Color", "Bla")).toEqual(["Blanco", "Negro"]);
  // The ids still match.
  await expect.poll(() => offered(page, "Color", "white")).toEqual(["Blanco"]);

  await chooseEnglish(page);
  await expect(page.getByRole("region", { name: "Expedite your entry" })).toBeVisible();
  // English labels and ids are the same words: the labels lead there too.
  await expect.poll(() => offered(page, "Colour", "bla")).toEqual(["Black"]);
  await expect.poll(() => offered(page, "Colour", "re")).toEqual(["Red", "Green", "Cream"]);
});
