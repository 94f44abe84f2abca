import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe.ts";
import {
  CHECKOUT_TEXTS,
  completePurchase,
  confirmationCode,
  fillCardDetails,
  fillContact,
  fillMexicanCard,
  openPaymentPageOfKeptQuote,
  payWithMexicanCard,
  VISA,
} from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import { money } from "./quote-flow.ts";

/** Stripe's test cards (docs.stripe.com/testing), as the sandbox knows them. */
const CARDS = {
  visa: VISA,
  threeDSecure: "4000 0025 0000 3155",
  declined: "4000 0000 0000 0002",
};

const SPANISH = {
  approve: "Aprobar autenticación",
  fail: "Rechazar autenticación",
  authenticationFailed:
    "No se completó la autenticación de la tarjeta. Inténtalo de nuevo o usa otra tarjeta.",
  // 000 §8: "Card provider errors (status error): card_declined (card was rejected) ... in Spanish or English".
  declined: "La tarjeta fue rechazada.",
  currencyTitle: "Se cobrará a tu tarjeta en dólares estadounidenses",
  currencyOk: "Aceptar",
  total: "Total",
};

/** The quote's state on the server: what was paid, if anything. */
async function serverSale(page: Page, id: string): Promise<{ status: string; payment: unknown }> {
  const response = await page.request.get(`/api/ecommerce/quotes/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; payment: unknown };
}

test.describe("payment cards, es, desktop 1440x900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("3-D Secure card approved on the challenge page: the confirmation", async ({ page }) => {
    const quote = await openPaymentPageOfKeptQuote(page, {
      language: "es",
      arrivalDate: "2027-01-05",
      departureDate: "2027-01-06",
    });
    await payWithMexicanCard(page, "es", CARDS.threeDSecure);

    await page.getByRole("button", { name: SPANISH.approve }).click();
    await confirmationCode(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Gracias por tu compra, Ana!");
    expect(await serverSale(page, quote.id)).toMatchObject({ status: "PAID" });
  });

  test("3-D Secure failed: back on the payment page, nothing paid, then 4242 pays", async ({ page }) => {
    const quote = await openPaymentPageOfKeptQuote(page, {
      language: "es",
      arrivalDate: "2027-01-07",
      departureDate: "2027-01-08",
    });
    await payWithMexicanCard(page, "es", CARDS.threeDSecure);

    await page.getByRole("button", { name: SPANISH.fail }).click();
    await expect(page).toHaveURL(/\/checkout\/contact-payment/);
    await expect(page.getByText(SPANISH.authenticationFailed, { exact: true })).toBeVisible();
    expect(await serverSale(page, quote.id)).toMatchObject({ status: "OPEN", payment: null });

    await fillMexicanCard(page, "es", CARDS.visa);
    await completePurchase(page, "es");
    await confirmationCode(page);
    expect(await serverSale(page, quote.id)).toMatchObject({ status: "PAID" });
  });

  test("declined card: the card_declined message, the contact form still filled", async ({ page }) => {
    const quote = await openPaymentPageOfKeptQuote(page, {
      language: "es",
      arrivalDate: "2027-01-26",
      departureDate: "2027-01-27",
    });
    await payWithMexicanCard(page, "es", CARDS.declined);

    await expect(page.getByText(SPANISH.declined, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/contact-payment$/);
    const t = CHECKOUT_TEXTS.es;
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue("Ana");
    await expect(page.getByLabel(t.lastname, { exact: true })).toHaveValue("Pérez");
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue("ana@example.com");
    await expect(page.getByLabel(t.city, { exact: true })).toHaveValue("Ensenada");
    expect(await serverSale(page, quote.id)).toMatchObject({ status: "OPEN", payment: null });
  });

  test("a card from the USA: the currency modal, the amounts and the charge in USD", async ({ page }) => {
    const quote = await openPaymentPageOfKeptQuote(page, {
      language: "es",
      arrivalDate: "2027-01-14",
      departureDate: "2027-01-15",
    });
    const rateResponse = await page.request.get("/api/core/exchange-rate");
    const rate = ((await rateResponse.json()) as { value: number }).value;
    const usd = money(Math.round((quote.totalAmount / rate) * 100) / 100, " USD");

    await fillContact(page, "es");
    await page.getByLabel(CHECKOUT_TEXTS.es.cardCountry, { exact: true }).selectOption("US");
    const modal = page.getByRole("alertdialog", { name: SPANISH.currencyTitle });
    await expect(modal).toContainText(usd);
    await expect(modal).toContainText(money(rate));
    await modal.getByRole("button", { name: SPANISH.currencyOk }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(`^${SPANISH.total}`) })).toContainText(usd);

    await fillCardDetails(page, "es", CARDS.visa);
    await completePurchase(page, "es");
    await confirmationCode(page);
    await expect(page.getByRole("row", { name: new RegExp(CHECKOUT_TEXTS.es.totalPaid) })).toContainText(usd);
  });
});

test.describe("payment cards, en, phone 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe: the payment page filled, then with the declined card's error", async ({ page }) => {
    await openPaymentPageOfKeptQuote(page, {
      language: "en",
      arrivalDate: "2027-01-19",
      departureDate: "2027-01-20",
    });
    await fillContact(page, "en");
    await fillMexicanCard(page, "en", CARDS.declined);
    await expectNoViolations(page, "payment page filled");

    await completePurchase(page, "en");
    // 000 §8: card_declined "(card was rejected)", in English.
    await expect(page.getByText("The card was rejected.", { exact: true })).toBeVisible();
    await expectNoViolations(page, "payment page with the card's error");
  });
});
