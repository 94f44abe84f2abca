import type { Page } from "@playwright/test";
import { axe } from "./axe.ts";
import {
  actInProviderTab,
  completePurchase,
  confirmationCode,
  fillContact,
  openPaymentPageOfKeptQuote,
  SEEN_WITHIN_ONE_POLL_MS,
} from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import type { Language } from "./quote-texts.ts";

/**
 * Issue 35: cash at OXXO, as a visitor without a card meets it. The payment page offers it with its
 * deadline, the order page shows the voucher while the visit waits (no QR), the voucher is paid in the
 * sandbox's store, and back on the page the visitor finds the confirmation with the QR; the purchase is
 * counted then, not before.
 */
const TEXTS = {
  es: {
    cash: "Efectivo en OXXO",
    card: "Tarjeta de crédito o débito",
    howItWorks: /Págala en efectivo en cualquier tienda OXXO antes del/,
    cardNumber: "Número de tarjeta",
    awaiting: "Tu visita está apartada: falta tu pago",
    reference: "Referencia OXXO",
    voucher: "Ver e imprimir tu ficha con código de barras",
    payAtStore: "Pagar en la tienda",
    paidAtStore: "La ficha fue pagada. El parque confirma la compra por correo.",
    thanks: "¡Gracias por tu compra, Ana!",
    qr: /^Código QR de la visita/,
    bringBuyer: "Una identificación oficial con fotografía de la persona a cuyo nombre se hizo la compra.",
    paidCash: "Pagado en efectivo en OXXO.",
  },
  en: {
    cash: "Cash at OXXO",
    card: "Credit or debit card",
    howItWorks: /Pay it in cash at any OXXO store before/,
    cardNumber: "Card number",
    awaiting: "Your visit is held: your payment is pending",
    reference: "OXXO reference",
    voucher: "View and print your voucher with its barcode",
    payAtStore: "Pay at the store",
    paidAtStore: "The voucher was paid. The park confirms the purchase by e-mail.",
    thanks: "Thank you for your purchase, Ana!",
    qr: /^QR code of visit/,
    bringBuyer: "An official photo ID of the person in whose name the purchase was made.",
    paidCash: "Paid in cash at OXXO.",
  },
} as const;

/** Dates of their own (the cases run side by side against one server), three months after the pinned today. */
const CASES: { language: Language; arrivalDate: string; departureDate: string }[] = [
  { language: "es", arrivalDate: "2027-02-16", departureDate: "2027-02-17" },
  { language: "en", arrivalDate: "2027-02-23", departureDate: "2027-02-24" },
];

/** The purchase events the page has given the tag manager. */
function purchaseEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "purchase",
    ),
  );
}

for (const visit of CASES) {
  test(`cash at OXXO, ${visit.language}: voucher shown, paid at the store, confirmation reached`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[visit.language];
    await openPaymentPageOfKeptQuote(page, visit);
    await fillContact(page, visit.language);

    // The choice is a radio group: cash hides the card's fields and says how and by when to pay.
    await page.getByRole("radio", { name: t.cash }).check();
    await expect(page.getByText(t.howItWorks)).toBeVisible();
    await expect(page.getByLabel(t.cardNumber, { exact: true })).toHaveCount(0);
    await completePurchase(page, visit.language);

    const code = await confirmationCode(page);
    await expect(page.getByRole("heading", { level: 1, name: t.awaiting })).toBeVisible();
    await expect(page.getByText(t.reference)).toBeVisible();
    await expect(page.getByText(/^\d{14}$/)).toBeVisible();
    // No visit code to show at the gate until the money arrives, and no purchase counted.
    await expect(page.getByRole("img", { name: t.qr })).toHaveCount(0);
    expect(await purchaseEvents(page)).toEqual([]);
    const violations = (await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations, "the waiting order page").toEqual([]);

    // The voucher's printable page opens in another tab: there the tester pays it at the store, and back on
    // the order page, it asks again and shows the confirmation.
    await actInProviderTab(page, t.voucher, async (voucher) => {
      await voucher.getByRole("button", { name: t.payAtStore }).click();
      await expect(voucher.getByRole("status")).toHaveText(t.paidAtStore);
    });
    await expect(page.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible({
      timeout: SEEN_WITHIN_ONE_POLL_MS,
    });
    await expect(page.getByRole("img", { name: t.qr })).toBeVisible();
    await expect(page.getByText(t.bringBuyer)).toBeVisible();
    await expect(page.getByText(t.paidCash)).toBeVisible();
    expect(await purchaseEvents(page)).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({ transaction_id: code, currency: "MXN" }),
      }),
    ]);
    // Seen again, the purchase is not counted twice.
    await page.reload();
    await expect(page.getByRole("img", { name: t.qr })).toBeVisible();
    expect(await purchaseEvents(page)).toEqual([]);
  });
}
