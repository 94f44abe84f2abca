import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe.ts";
import {
  CHECKOUT_TEXTS,
  confirmationCode,
  openPaymentPage,
  payWithMexicanCard,
  VISA,
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

/** The order page's date change, as the visitor reads it. */
const CHANGE_TEXTS = {
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
  },
} as const;

interface PurchaseCase {
  language: Language;
  mobile: boolean;
  /**
   * Dates of their own (the cases run side by side against one server), two months after the pinned today:
   * a Wednesday (406 pesos for two campers), and the Saturday the visit then moves to (900).
   */
  arrivalDate: string;
  departureDate: string;
  movedTo: [string, string];
  /** The card that pays the difference: one asks for 3-D Secure. */
  changeCard: string;
}

const CASES: PurchaseCase[] = [
  {
    language: "es",
    mobile: false,
    arrivalDate: "2027-01-20",
    departureDate: "2027-01-21",
    movedTo: ["2027-01-23", "2027-01-24"],
    changeCard: "4000 0025 0000 3155",
  },
  {
    language: "en",
    mobile: true,
    arrivalDate: "2027-01-27",
    departureDate: "2027-01-28",
    movedTo: ["2027-01-30", "2027-01-31"],
    changeCard: VISA,
  },
];

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

    // One purchase for the visit's whole life (bought, its vehicle registered, then moved to a dearer weekend
    // paying the difference): a purchase through the pages is the slowest step of a browser test.
    test("drawer, cart and payment with 4242 4242 4242 4242, the confirmation, then the vehicle, then a move to a dearer weekend paying the difference", async ({
      page,
    }) => {
      test.setTimeout(200_000);
      const t = TEXTS[flow.language];
      // 1. The drawer makes the quote; its Pay goes to the cart, the cart's Continue to the payment page.
      const quote = await openPaymentPage(page, flow);

      // 2. Contact and card (the sandbox's own card fields: no keys are set).
      await payWithMexicanCard(page, flow.language, VISA);

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

      // 6. New dates by keyboard: the departure follows the arrival (the stay keeps its length).
      const c = CHANGE_TEXTS[flow.language];
      await page.getByRole("button", { name: c.open }).click();
      const arrival = page.getByLabel(c.arrival, { exact: true });
      await expect(arrival).toBeFocused();
      await arrival.fill(flow.movedTo[0]);
      await expect(page.getByLabel(c.departure, { exact: true })).toHaveValue(flow.movedTo[1]);
      await page.getByRole("button", { name: c.check }).click();
      await expect(page.getByTestId("date-change-difference")).toHaveText("$494.00 MXN");
      await expectNoViolations(page, "the new dates' price");
      await page.getByRole("button", { name: c.continue }).click();

      // 7. The difference, with the checkout's own card fields.
      await page.getByLabel(t.cardNumber, { exact: true }).fill(flow.changeCard);
      await page.getByLabel(t.expiry, { exact: true }).fill("12 / 30");
      await page.getByLabel(t.cvc, { exact: true }).fill("123");
      await page.getByLabel(t.owner, { exact: true }).fill("Ana Pérez");
      await page.getByLabel(t.postalCode, { exact: true }).fill("22800");
      await expectNoViolations(page, "the difference's payment");
      await page.getByRole("button", { name: c.pay }).click();
      if (flow.changeCard.startsWith("4000 0025")) {
        await page.getByRole("button", { name: c.approve }).click();
        await expect(page).toHaveURL(new RegExp(`/order/${code}`));
      }

      // 8. The updated confirmation: the new dates, the same code.
      await expect(page.getByRole("status").filter({ hasText: c.done })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`/order/${code}$`));
      await expect(page.getByRole("region", { name: c.visit })).toContainText(c.newArrival);
      await expect(page.getByRole("region", { name: t.gate }).getByText(code, { exact: true })).toBeVisible();
      await expectNoViolations(page, "the moved visit's confirmation");
      const order = await page.request.get(`/api/ecommerce/payment/quotes/code/${code}`);
      expect(((await order.json()) as { visit: { arrivalDate: string } }).visit.arrivalDate).toBe(
        flow.movedTo[0],
      );
    });
  });
}
