import type { Locator, Page } from "@playwright/test";
import { CHECKOUT_TEXTS, fillContact, openPaymentPageOfKeptQuote } from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import {
  chooseEnglish,
  money,
  openPage,
  pickDay,
  quoteDrawer,
  quoteWhen,
  storedQuoteId,
} from "./quote-flow.ts";
import { type Language, QUOTE_TEXTS } from "./quote-texts.ts";
import { seenOnPage } from "./seen-on-page.ts";

// Issue 30 "Sell only what is true", items 5 (one truth on every screen), 6 (one currency at a time) and
// 7 (the map returns to the drawer), in both languages.

const TEXTS = {
  es: {
    tipi: "Tipi",
    visitors: (count: number) => `${count} visitantes`,
    // The server's sale issue (domain sale-rules.ts) for 000 §4 "lodging with zero people".
    lodgingWithoutPersons: "Una visita con hospedaje necesita al menos una persona.",
    mapTitle: "Elige tus tipis",
    freeTipi: /^Tipi (T[1-5]), Disponible$/,
    availableTipi: (unit: string) => `Tipi ${unit}, Disponible`,
    currencyTitle: "Se cobrará a tu tarjeta en dólares estadounidenses",
    currencyOk: "Aceptar",
  },
  en: {
    tipi: "Tepee",
    visitors: (count: number) => `${count} visitors`,
    lodgingWithoutPersons: "A visit with lodging needs at least one person.",
    mapTitle: "Choose your tepees",
    freeTipi: /^Tepee (T[1-5]), Available$/,
    availableTipi: (unit: string) => `Tepee ${unit}, Available`,
    currencyTitle: "Your card will be charged in US dollars",
    currencyOk: "OK",
  },
} as const;

interface TipiVisit {
  language: Language;
  /** Dates of the month after the pinned today (2026-11-22), each test its own. */
  arrivalDate: string;
  departureDate: string;
}

/** From the home page: Get prices, Tipi, the dates, by day and 3 people; answers the quote once priced so. */
async function quoteTipiForThree(page: Page, visit: TipiVisit): Promise<{ id: string; drawer: Locator }> {
  const { language } = visit;
  const t = QUOTE_TEXTS[language];
  await openPage(page, "/");
  if (language === "en") await chooseEnglish(page);
  await page.getByRole("banner").getByRole("button", { name: t.getPrices, exact: true }).click();
  const drawer = quoteDrawer(page, language);
  await drawer.getByRole("button", { name: new RegExp(`^${TEXTS[language].tipi}`) }).click();
  await drawer.getByRole("button", { name: t.arrivalDate }).click();
  await pickDay(drawer, language, visit.arrivalDate, 1);
  await expect(drawer.getByRole("button", { name: t.departureDate })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await pickDay(drawer, language, visit.departureDate, 0);
  await drawer
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: t.dayArrival }) })
    .click();
  const persons = drawer.getByRole("spinbutton", { name: t.persons });
  await expect(persons).toBeEnabled();
  await persons.fill("3");
  const id = await storedQuoteId(page);
  const quote = await quoteWhen(page, id, (q) => q.visit.numberOfPersons === 3);
  await expect(drawer.getByText(t.totalLine(money(quote.totalAmount)), { exact: true })).toBeVisible();
  return { id, drawer };
}

const CASES = [
  {
    language: "es",
    nobody: { arrivalDate: "2026-12-07", departureDate: "2026-12-08" },
    map: { arrivalDate: "2026-12-14", departureDate: "2026-12-15" },
    payment: { arrivalDate: "2027-01-19", departureDate: "2027-01-20" },
  },
  {
    language: "en",
    nobody: { arrivalDate: "2026-12-09", departureDate: "2026-12-10" },
    map: { arrivalDate: "2026-12-16", departureDate: "2026-12-17" },
    payment: { arrivalDate: "2027-01-21", departureDate: "2027-01-22" },
  },
] as const;

for (const flow of CASES) {
  const { language } = flow;
  const t = QUOTE_TEXTS[language];
  const own = TEXTS[language];

  test.describe(`sell only what is true, ${language}, desktop 1440x900`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test("item 5: nobody in a tipi is what the drawer, the header and the cart all show", async ({
      page,
    }) => {
      const { id, drawer } = await quoteTipiForThree(page, { language, ...flow.nobody });

      await drawer.getByRole("spinbutton", { name: t.persons }).fill("0");
      // The server holds the change: the drawer keeps a total, the server's, for nobody in the tipi.
      const quote = await quoteWhen(page, id, (q) => q.visit.numberOfPersons === 0);
      await expect(drawer.getByText(t.totalLine(money(quote.totalAmount)), { exact: true })).toBeVisible();
      await expect(drawer.getByText(own.lodgingWithoutPersons)).toBeVisible();
      await expect(drawer.getByRole("button", { name: t.pay, exact: true })).toBeDisabled();

      // The header's bar (hidden from the accessibility tree while the drawer is open) shows the same.
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      const header = page.getByRole("region", { name: t.headerSummary });
      await expect(header).toContainText(own.visitors(0));
      await expect(header).toContainText(money(quote.totalAmount));
      await openPage(page, "/cart");
      await expect(page.getByText(own.lodgingWithoutPersons).first()).toBeVisible();
      await expect(
        page.getByRole("button", { name: CHECKOUT_TEXTS[language].continue }).first(),
      ).toBeDisabled();
      await expect(page.getByRole("region", { name: t.headerSummary })).toContainText(own.visitors(0));
    });

    test("item 7: after Save or Escape on the map the visitor is back on step 2 with the units chosen", async ({
      page,
    }) => {
      const { id, drawer } = await quoteTipiForThree(page, { language, ...flow.map });
      const chooseOnMap = drawer.getByRole("button", { name: t.chooseOnMap });

      await chooseOnMap.click();
      const map = page.getByRole("dialog", { name: own.mapTitle });
      await expect(map).toBeVisible();
      const free = map.getByRole("button", { name: own.freeTipi }).first();
      const label = (await free.getAttribute("aria-label")) ?? "";
      const unit = own.freeTipi.exec(label)?.[1] ?? "";
      expect(unit).not.toBe("");
      await map.getByRole("button", { name: own.availableTipi(unit) }).click();
      const saved = seenOnPage(page, t.saved);
      await map.getByRole("button", { name: t.save, exact: true }).click();
      await saved;
      await expect(map).toBeHidden();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(t.chosenUnits(unit))).toBeVisible();
      await expect(chooseOnMap).toBeFocused();
      const held = (await (await page.request.get(`/api/ecommerce/quotes/${id}`)).json()) as {
        tipiNumbers: { number: string }[];
      };
      expect(held.tipiNumbers.map((entry) => entry.number)).toEqual([unit]);

      // Escape closes the map only: still step 2, focus on the link again, keyboard only.
      await page.keyboard.press("Enter");
      await expect(map).toBeVisible();
      // A keyboard visitor's next key goes where the focus is: into the map once it has opened.
      await expect.poll(() => map.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(map).toBeHidden();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("spinbutton", { name: t.persons })).toHaveValue("3");
      await expect(chooseOnMap).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    });

    test("item 6: with a card from the USA every total of the payment page is in dollars, pesos beside", async ({
      page,
    }) => {
      const quote = await openPaymentPageOfKeptQuote(page, { language, ...flow.payment });
      const rateResponse = await page.request.get("/api/core/exchange-rate");
      const rate = ((await rateResponse.json()) as { value: number }).value;
      const usd = money(Math.round((quote.totalAmount / rate) * 100) / 100, " USD");
      const pesos = money(quote.totalAmount);
      const header = page.getByRole("region", { name: t.headerSummary });
      await expect(header).toContainText(pesos);

      await fillContact(page, language);
      await page.getByLabel(CHECKOUT_TEXTS[language].cardCountry, { exact: true }).selectOption("US");
      const modal = page.getByRole("alertdialog", { name: own.currencyTitle });
      await modal.getByRole("button", { name: own.currencyOk }).click();
      await expect(modal).toBeHidden();

      const both = `${usd} (${pesos})`;
      await expect(page.getByRole("row", { name: /^Total/ })).toContainText(both);
      await expect(header).toContainText(both);
      // The drawer opened over the payment page (Edit) shows the same currency.
      await header.getByRole("button", { name: t.edit }).click();
      const drawer = quoteDrawer(page, language);
      await expect(drawer.getByText(t.totalLine(both), { exact: true })).toBeVisible();
      await page.keyboard.press("Escape");

      // A Mexican card: pesos again everywhere.
      await page.getByLabel(CHECKOUT_TEXTS[language].cardCountry, { exact: true }).selectOption({
        label: CHECKOUT_TEXTS[language].mexico,
      });
      await expect(header).toContainText(pesos);
      await expect(header).not.toContainText("USD");
      await expect(page.getByRole("row", { name: /^Total/ })).not.toContainText("USD");
    });
  });
}
