import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import { createQuote, newVisitor } from "./quote-api.ts";
import { chooseEnglish, openPage, quoteCampingVisit, quoteDrawer } from "./quote-flow.ts";
import { type Language, QUOTE_TEXTS } from "./quote-texts.ts";

/** Issue 30 item 4: step 1 of the drawer says a lodging type is full for the visit's dates, in words. */
const FULL = {
  es: {
    back: "Cambiar tipo de estancia",
    chooseStay: "¿Cómo quieres visitarnos?",
    lakeVillage: "Villa del lago",
    noVillas: "No hay villas disponibles para las fechas indicadas.",
    noCabins: "No hay cabañas básicas disponibles para las fechas indicadas.",
  },
  en: {
    back: "Change type of stay",
    chooseStay: "How would you like to visit?",
    lakeVillage: "Lake village",
    noVillas: "There are no villas available for the dates indicated.",
    noCabins: "There are no basic cabins available for the dates indicated.",
  },
} as const;

/** Another visitor's cart counts the five lake villages for these dates, without choosing them on the map. */
async function anotherCartTakesEveryVillage(
  request: APIRequestContext,
  arrivalDate: string,
  departureDate: string,
) {
  const visitor = await newVisitor(request);
  const quote = await createQuote(request, visitor, {
    arrivalDate,
    departureDate,
    numberOfPersons: 10,
    arrivalTime: "DAY",
    stayType: "LAKE_VILLAGE",
  });
  const five = await request.put(`/api/ecommerce/quotes/${quote.id}`, {
    headers: visitor.headers,
    data: { ...quote, products: { ...quote.products, lakeVillages: 5 } },
  });
  expect(five.status()).toBe(200);
}

const CASES: { language: Language; arrivalDate: string; departureDate: string }[] = [
  { language: "es", arrivalDate: "2026-12-04", departureDate: "2026-12-05" },
  { language: "en", arrivalDate: "2026-12-11", departureDate: "2026-12-12" },
];

for (const { language, arrivalDate, departureDate } of CASES) {
  test(`step 1 shows the lake villages full for the visit's dates, ${language}`, async ({ page }) => {
    const texts = FULL[language];
    await anotherCartTakesEveryVillage(page.request, arrivalDate, departureDate);
    await openPage(page, "/");
    if (language === "en") await chooseEnglish(page);
    await quoteCampingVisit(page, { language, arrivalDate, departureDate });

    const drawer = quoteDrawer(page, language);
    await drawer.getByRole("button", { name: texts.back }).click();
    await expect(drawer.getByRole("heading", { name: texts.chooseStay })).toBeVisible();
    // The words are part of the type's button, so a screen reader reads them with its name.
    const villages = drawer.getByRole("button", { name: new RegExp(`^${texts.lakeVillage}`) });
    await expect(villages).toContainText(texts.noVillas);
    await expect(villages).toHaveAccessibleName(new RegExp(texts.noVillas.replace(".", "\\.")));
    const cabins = drawer.getByRole("button", { name: new RegExp(`^${QUOTE_TEXTS[language].cabin}`) });
    await expect(cabins).toBeVisible();
    await expect(cabins).not.toContainText(texts.noCabins);
    // The server would refuse the villages for these dates: the type cannot be chosen, the others can.
    await expect(villages).toBeDisabled();
    await expect(cabins).toBeEnabled();
  });
}
