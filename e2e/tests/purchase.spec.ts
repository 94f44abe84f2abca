import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish, fetchQuote, money, openPage, quoteCampingVisit, quoteDrawer } from "./quote-flow.ts";
import { type Language, QUOTE_TEXTS } from "./quote-texts.ts";

/** The texts of the payment and confirmation pages these tests read, as the visitor sees them. */
const TEXTS = {
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
    thanks: "¡Gracias por tu compra, Ana!",
    gate: "Código de visita",
    qr: (code: string) => `Código QR de la visita ${code}`,
    purchase: "Tu compra",
    totalPaid: "Total pagado",
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
    thanks: "Thank you for your purchase, Ana!",
    gate: "Visit code",
    qr: (code: string) => `QR code of visit ${code}`,
    purchase: "Your purchase",
    totalPaid: "Total paid",
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
      await openPage(page, "/");
      if (flow.language === "en") await chooseEnglish(page);

      // 1. The drawer makes the quote; its Pay goes to the cart, the cart's Continue to the payment page.
      const id = await quoteCampingVisit(page, {
        language: flow.language,
        arrivalDate: flow.arrivalDate,
        departureDate: flow.departureDate,
        monthsAhead: 2,
      });
      const quote = await fetchQuote(page, id);
      await quoteDrawer(page, flow.language)
        .getByRole("button", { name: QUOTE_TEXTS[flow.language].pay, exact: true })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.getByRole("button", { name: t.continue }).first().click();
      await expect(page).toHaveURL(/\/checkout\/contact-payment$/);

      // 2. Contact and card (the sandbox's own card fields: no keys are set).
      await page.getByLabel(t.name, { exact: true }).fill("ana");
      await page.getByLabel(t.lastname, { exact: true }).fill("Pérez");
      await page.getByLabel(t.email, { exact: true }).fill("ana@example.com");
      await page.getByLabel(t.country, { exact: true }).selectOption({ label: t.mexico });
      await page.getByLabel(t.state, { exact: true }).selectOption({ label: "Baja California" });
      await page.getByLabel(t.city, { exact: true }).fill("Ensenada");
      await page.getByLabel(t.cardCountry, { exact: true }).selectOption({ label: t.mexico });
      await page.getByLabel(t.cardNumber, { exact: true }).fill("4242 4242 4242 4242");
      await page.getByLabel(t.expiry, { exact: true }).fill("12 / 30");
      await page.getByLabel(t.cvc, { exact: true }).fill("123");
      await page.getByLabel(t.postalCode, { exact: true }).fill("22800");
      await page.getByLabel(t.owner, { exact: true }).fill("Ana Pérez");
      await page.getByRole("button", { name: t.complete }).first().click();

      // 3. The confirmation: thanks by first name (capitalised by the form), the code, its QR, the total paid.
      await expect(page).toHaveURL(/\/order\/[2-9A-Z]{10}$/, { timeout: 30_000 });
      const code = new URL(page.url()).pathname.split("/").at(-1) ?? "";
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
