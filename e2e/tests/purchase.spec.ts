import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  CHECKOUT_TEXTS,
  completePurchase,
  confirmationCode,
  fillContact,
  fillMexicanCard,
  openPaymentPage,
} from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import { money } from "./quote-flow.ts";
import type { Language } from "./quote-texts.ts";

/** The texts of the payment and confirmation pages these tests read, as the visitor sees them. */
const TEXTS = {
  es: {
    ...CHECKOUT_TEXTS.es,
    thanks: "¡Gracias por tu compra, Ana!",
    gate: "Código de visita",
    qr: (code: string) => `Código QR de la visita ${code}`,
    purchase: "Tu compra",
    entryForm: "Agiliza tu entrada",
    entryCard: "Tu vehículo registrado",
    vehicleType: "Tipo de vehículo",
    car: "Automóvil",
    brand: "Marca",
    color: "Color",
    red: "Rojo",
    plate: "Placas",
    plateType: "Tipo de placas",
    border: "México fronteriza",
    yes: "Sí",
    register: "Registrar vehículo",
    infoSent: "¡Listo! Registramos tu vehículo; te esperamos en la entrada.",
  },
  en: {
    ...CHECKOUT_TEXTS.en,
    thanks: "Thank you for your purchase, Ana!",
    gate: "Visit code",
    qr: (code: string) => `QR code of visit ${code}`,
    purchase: "Your purchase",
    entryForm: "Expedite your entry",
    entryCard: "Your registered vehicle",
    vehicleType: "Vehicle type",
    car: "Car",
    brand: "Brand",
    color: "Colour",
    red: "Red",
    plate: "Licence plate",
    plateType: "Plate type",
    border: "Mexico (border)",
    yes: "Yes",
    register: "Register vehicle",
    infoSent: "Done! Your vehicle is registered; see you at the gate.",
  },
} as const;

interface PurchaseCase {
  language: Language;
  mobile: boolean;
  /** Dates of their own (the cases run side by side against one server), two months after the pinned today. */
  arrivalDate: string;
  departureDate: string;
}

const CASES: PurchaseCase[] = [
  { language: "es", mobile: false, arrivalDate: "2027-01-22", departureDate: "2027-01-23" },
  { language: "en", mobile: true, arrivalDate: "2027-01-29", departureDate: "2027-01-30" },
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

/** Chooses an option of the vehicle form's combobox: types part of it and clicks it in the list. */
async function chooseOption(page: Page, field: string, typed: string, option: string) {
  const input = page.getByRole("combobox", { name: field });
  await input.fill(typed);
  await page.getByRole("listbox", { name: field }).getByRole("option", { name: option }).click();
  await expect(input).toHaveValue(option);
}

for (const flow of CASES) {
  test.describe(`purchase, ${flow.language}, ${flow.mobile ? "phone 390x844" : "desktop 1440x900"}`, () => {
    test.use({ viewport: flow.mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 } });

    test("drawer, cart and payment with 4242 4242 4242 4242, the confirmation, then the vehicle", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = TEXTS[flow.language];
      // 1. The drawer makes the quote; its Pay goes to the cart, the cart's Continue to the payment page.
      const quote = await openPaymentPage(page, flow);

      // 2. Contact and card (the sandbox's own card fields: no keys are set).
      await fillContact(page, flow.language);
      await fillMexicanCard(page, flow.language, "4242 4242 4242 4242");
      await completePurchase(page, flow.language);

      // 3. The confirmation: thanks by first name (capitalised by the form), the code, its QR, the total paid.
      const code = await confirmationCode(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.thanks);
      const gate = page.getByRole("region", { name: t.gate });
      await expect(gate.getByText(code, { exact: true })).toBeVisible();
      const qr = gate.getByRole("img", { name: t.qr(code) });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width)).toBe(163);
      await expect(
        page.getByRole("region", { name: t.purchase }).getByRole("row", { name: new RegExp(t.totalPaid) }),
      ).toContainText(money(quote.totalAmount));
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(
        page.getByRole("region", { name: t.entryForm }).getByRole("button", { name: t.register }),
      ).toBeVisible();
      await expectNoViolations(page, "confirmation with the vehicle form");

      // 4. The vehicle: a car, a brand found by its id, red, a border plate; first visit.
      await chooseOption(page, t.vehicleType, flow.language === "es" ? "auto" : "car", t.car);
      await chooseOption(page, t.brand, "FORD", "Ford");
      await chooseOption(page, t.color, flow.language === "es" ? "roj" : "red", t.red);
      await page.getByRole("textbox", { name: t.plate }).fill("  BC 123 A  ");
      await chooseOption(page, t.plateType, "frontier", t.border);
      await page.getByRole("radio", { name: t.yes }).check();
      await page.getByRole("button", { name: t.register }).click();
      const card = page.getByRole("region", { name: t.entryCard });
      await expect(card.getByRole("status")).toHaveText(t.infoSent);
      await expect(
        card.getByText(t.plate, { exact: true }).locator("xpath=following-sibling::dd"),
      ).toHaveText("BC 123 A");
      await expectNoViolations(page, "confirmation with the vehicle card");

      // 5. Saved on the server: the page opened again shows the card, not the form.
      const entry = await page.request.get(`/api/ecommerce/entry/exist/${code}`);
      expect(((await entry.json()) as { exists: boolean }).exists).toBe(true);
      await page.reload();
      await expect(page.getByRole("region", { name: t.entryCard })).toBeVisible();
      await expect(page.getByRole("combobox", { name: t.vehicleType })).toHaveCount(0);
    });
  });
}
