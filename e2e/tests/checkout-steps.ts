import { expect, type Page } from "@playwright/test";
import { keepCampingQuote } from "./quote-api.ts";
import {
  type ApiQuote,
  chooseEnglish,
  fetchQuote,
  openPage,
  quoteCampingVisit,
  quoteDrawer,
} from "./quote-flow.ts";
import { type Language, QUOTE_TEXTS } from "./quote-texts.ts";

/** The labels and buttons of the payment page, as the visitor sees them. */
export const CHECKOUT_TEXTS = {
  es: {
    continue: "Continuar al pago",
    name: "Nombre",
    lastname: "Apellidos",
    email: "E-mail",
    country: "País",
    mexico: "México",
    state: "Estado",
    city: "Ciudad",
    cardCountry: "País de tu tarjeta",
    cardNumber: "Número de tarjeta",
    expiry: "Vencimiento (MM / AA)",
    cvc: "Código de seguridad (CVC)",
    postalCode: "Código postal",
    owner: "Nombre del titular de la tarjeta",
    complete: "Completar compra",
    totalPaid: "Total pagado",
  },
  en: {
    continue: "Continue to payment",
    name: "Name",
    lastname: "Last name",
    email: "E-mail",
    country: "Country",
    mexico: "Mexico",
    state: "State",
    city: "City",
    cardCountry: "Country of your card",
    cardNumber: "Card number",
    expiry: "Expiry (MM / YY)",
    cvc: "Security code (CVC)",
    postalCode: "Postal code",
    owner: "Cardholder name",
    complete: "Complete purchase",
    totalPaid: "Total paid",
  },
} as const;

export interface CheckoutVisit {
  language: Language;
  /** Dates of the test's own (tests run side by side against one server), two months after the pinned today. */
  arrivalDate: string;
  departureDate: string;
}

/** From the home page: a camping quote in the drawer, its Pay, the cart's Continue: on the payment page. */
export async function openPaymentPage(page: Page, visit: CheckoutVisit): Promise<ApiQuote> {
  await openPage(page, "/");
  if (visit.language === "en") await chooseEnglish(page);
  const id = await quoteCampingVisit(page, { ...visit, monthsAhead: 2 });
  const quote = await fetchQuote(page, id);
  await quoteDrawer(page, visit.language)
    .getByRole("button", { name: QUOTE_TEXTS[visit.language].pay, exact: true })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await continueToPayment(page, visit.language);
  return quote;
}

/**
 * The same payment page for a camping quote made through the API the drawer calls (quote-api.ts), for tests
 * whose subject is what comes after the drawer: the cart, in the visit's language, and its Continue.
 */
export async function openPaymentPageOfKeptQuote(page: Page, visit: CheckoutVisit): Promise<ApiQuote> {
  const quote = await keepCampingQuote(page, visit);
  await openPage(page, "/cart");
  if (visit.language === "en") await chooseEnglish(page);
  await continueToPayment(page, visit.language);
  return quote;
}

async function continueToPayment(page: Page, language: Language): Promise<void> {
  await page.getByRole("button", { name: CHECKOUT_TEXTS[language].continue }).first().click();
  await expect(page).toHaveURL(/\/checkout\/contact-payment$/);
}

/** Ana Pérez of Ensenada, Baja California. */
export async function fillContact(page: Page, language: Language): Promise<void> {
  const t = CHECKOUT_TEXTS[language];
  await page.getByLabel(t.name, { exact: true }).fill("ana");
  await page.getByLabel(t.lastname, { exact: true }).fill("Pérez");
  await page.getByLabel(t.email, { exact: true }).fill("ana@example.com");
  await page.getByLabel(t.country, { exact: true }).selectOption({ label: t.mexico });
  await page.getByLabel(t.state, { exact: true }).selectOption({ label: "Baja California" });
  await page.getByLabel(t.city, { exact: true }).fill("Ensenada");
}

/** The card's own fields (the sandbox's: no keys are set), once its country is chosen. */
export async function fillCardDetails(page: Page, language: Language, number: string): Promise<void> {
  const t = CHECKOUT_TEXTS[language];
  await page.getByLabel(t.cardNumber, { exact: true }).fill(number);
  await page.getByLabel(t.expiry, { exact: true }).fill("12 / 30");
  await page.getByLabel(t.cvc, { exact: true }).fill("123");
  await page.getByLabel(t.postalCode, { exact: true }).fill("22800");
  await page.getByLabel(t.owner, { exact: true }).fill("Ana Pérez");
}

/** A Mexican card: no currency change. */
export async function fillMexicanCard(page: Page, language: Language, number: string): Promise<void> {
  const t = CHECKOUT_TEXTS[language];
  await page.getByLabel(t.cardCountry, { exact: true }).selectOption({ label: t.mexico });
  await fillCardDetails(page, language, number);
}

export async function completePurchase(page: Page, language: Language): Promise<void> {
  await page.getByRole("button", { name: CHECKOUT_TEXTS[language].complete }).first().click();
}

/** On the payment page: Ana's contact, a Mexican card, then Complete purchase. */
export async function payWithMexicanCard(page: Page, language: Language, number: string): Promise<void> {
  await fillContact(page, language);
  await fillMexicanCard(page, language, number);
  await completePurchase(page, language);
}

/** The test card every sandbox payment accepts without authentication. */
export const VISA = "4242 4242 4242 4242";

/**
 * A camping visit bought by Ana with 4242 from a quote made through the API (openPaymentPageOfKeptQuote),
 * for tests whose subject is the bought visit: its code, once on the confirmation page.
 */
export async function buyCampingVisit(page: Page, visit: CheckoutVisit): Promise<string> {
  await openPaymentPageOfKeptQuote(page, visit);
  await payWithMexicanCard(page, visit.language, VISA);
  return confirmationCode(page);
}

/** The confirmation page's visit code, once the purchase arrived there. */
export async function confirmationCode(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/[2-9A-Z]{10}$/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}

/**
 * How long a waiting order page may take to show money paid in the provider's tab. Seen again, it asks at
 * once, but the provider's webhook may land just after that ask: then its next ask, 30 s later (use-order.ts),
 * is the one that sees it, as for a visitor who came back a moment too soon.
 */
export const SEEN_WITHIN_ONE_POLL_MS = 40_000;

/**
 * The provider's page of a payment made later (an OXXO voucher, SPEI instructions), opened from the order
 * page in its own tab: `act` there (pay at the store, send a transfer), then back on the order page, seen
 * again (headless, the tab switch itself is not signalled, so the page is told).
 */
export async function actInProviderTab(page: Page, linkName: string, act: (provider: Page) => Promise<void>) {
  const [provider] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  await act(provider);
  await provider.close();
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
}
