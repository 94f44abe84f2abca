import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  CHECKOUT_TEXTS,
  completePurchase,
  confirmationCode,
  fillContact,
  fillMexicanCard,
  openPaymentPage,
} from "./checkout-steps.ts";
import type { Language } from "./quote-texts.ts";

/** The order page's date change, as the visitor reads it. */
const TEXTS = {
  es: {
    open: "Cambiar las fechas de mi visita",
    arrival: "Nueva llegada",
    departure: "Nueva salida",
    check: "Ver el precio de las nuevas fechas",
    continue: "Continuar al pago de $494.00 MXN",
    pay: "Pagar $494.00 MXN",
    approve: "Aprobar autenticación",
    done: "¡Listo! Tu visita cambió al",
    visit: "Tu visita",
    newArrival: /sáb\.?,? 23 (de )?ene/,
    gate: "Código de visita",
  },
  en: {
    open: "Change the dates of my visit",
    arrival: "New arrival",
    departure: "New departure",
    check: "See the price of the new dates",
    continue: "Continue to pay $494.00 MXN",
    pay: "Pay $494.00 MXN",
    approve: "Approve authentication",
    done: "Done! Your visit now starts on",
    visit: "Your visit",
    newArrival: /Sat, Jan 30/,
    gate: "Visit code",
  },
} as const;

interface ChangeCase {
  language: Language;
  /** A Wednesday (406 pesos for two campers) and the Saturday it moves to (900). */
  from: [string, string];
  to: [string, string];
  card: string;
}

const CASES: ChangeCase[] = [
  {
    language: "es",
    from: ["2027-01-20", "2027-01-21"],
    to: ["2027-01-23", "2027-01-24"],
    card: "4000 0025 0000 3155",
  },
  {
    language: "en",
    from: ["2027-01-27", "2027-01-28"],
    to: ["2027-01-30", "2027-01-31"],
    card: "4242 4242 4242 4242",
  },
];

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
    where,
  ).toEqual([]);
}

for (const flow of CASES) {
  test(`a paid camping visit moves to a dearer weekend and pays the difference (${flow.language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[flow.language];
    const card = CHECKOUT_TEXTS[flow.language];
    await openPaymentPage(page, {
      language: flow.language,
      arrivalDate: flow.from[0],
      departureDate: flow.from[1],
    });
    await fillContact(page, flow.language);
    await fillMexicanCard(page, flow.language, "4242 4242 4242 4242");
    await completePurchase(page, flow.language);
    const code = await confirmationCode(page);

    // New dates by keyboard: the departure follows the arrival (the stay keeps its length).
    await page.getByRole("button", { name: t.open }).click();
    const arrival = page.getByLabel(t.arrival, { exact: true });
    await expect(arrival).toBeFocused();
    await arrival.fill(flow.to[0]);
    await expect(page.getByLabel(t.departure, { exact: true })).toHaveValue(flow.to[1]);
    await page.getByRole("button", { name: t.check }).click();
    await expect(page.getByTestId("date-change-difference")).toHaveText("$494.00 MXN");
    await expectNoViolations(page, "the new dates' price");
    await page.getByRole("button", { name: t.continue }).click();

    // The difference, with the checkout's own card fields.
    await page.getByLabel(card.cardNumber, { exact: true }).fill(flow.card);
    await page.getByLabel(card.expiry, { exact: true }).fill("12 / 30");
    await page.getByLabel(card.cvc, { exact: true }).fill("123");
    await page.getByLabel(card.owner, { exact: true }).fill("Ana Pérez");
    await page.getByLabel(card.postalCode, { exact: true }).fill("22800");
    await expectNoViolations(page, "the difference's payment");
    await page.getByRole("button", { name: t.pay }).click();
    if (flow.card.startsWith("4000 0025")) {
      await page.getByRole("button", { name: t.approve }).click();
      await expect(page).toHaveURL(new RegExp(`/order/${code}`));
    }

    // The updated confirmation: the new dates, the same code.
    await expect(page.getByRole("status").filter({ hasText: t.done })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/order/${code}$`));
    await expect(page.getByRole("region", { name: t.visit })).toContainText(t.newArrival);
    await expect(page.getByRole("region", { name: t.gate }).getByText(code, { exact: true })).toBeVisible();
    await expectNoViolations(page, "the moved visit's confirmation");
    const order = await page.request.get(`/api/ecommerce/payment/quotes/code/${code}`);
    expect(((await order.json()) as { visit: { arrivalDate: string } }).visit.arrivalDate).toBe(flow.to[0]);
  });
}
