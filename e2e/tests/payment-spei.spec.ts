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
 * Issue 35: a SPEI bank transfer, as a visitor who pays from their bank's app meets it. The payment page
 * offers it with its deadline, the order page shows the CLABE and reference while the visit waits (no QR),
 * a first transfer short of the total leaves the rest to send, and once the rest arrives the visitor finds
 * the confirmation with the QR.
 */
const TEXTS = {
  es: {
    spei: "Transferencia SPEI",
    howItWorks: /Envía la transferencia SPEI desde la app o el portal de tu banco antes del/,
    cardNumber: "Número de tarjeta",
    awaiting: "Tu visita está apartada: falta tu pago",
    clabe: "CLABE",
    instructions: "Ver e imprimir las instrucciones de transferencia",
    amount: "Monto en pesos",
    sendAmount: "Transferir este monto",
    sendRest: "Transferir lo que falta",
    partial: /^Recibimos \$100\.00 MXN\. Falta por transferir \$\d+\.00 MXN\.$/,
    thanks: "¡Gracias por tu compra, Ana!",
    qr: /^Código QR de la visita/,
    paidTransfer: "Pagado con transferencia SPEI.",
  },
  en: {
    spei: "SPEI bank transfer",
    howItWorks: /Send the SPEI transfer from your bank's app or website before/,
    cardNumber: "Card number",
    awaiting: "Your visit is held: your payment is pending",
    clabe: "CLABE",
    instructions: "View and print the transfer instructions",
    amount: "Amount in pesos",
    sendAmount: "Transfer this amount",
    sendRest: "Transfer what is left",
    partial: /^We received \$100\.00 MXN\. Still to transfer: \$\d+\.00 MXN\.$/,
    thanks: "Thank you for your purchase, Ana!",
    qr: /^QR code of visit/,
    paidTransfer: "Paid by SPEI bank transfer.",
  },
} as const;

/** Dates of their own (the cases run side by side against one server), over three months after the pinned today. */
const CASES: { language: Language; arrivalDate: string; departureDate: string }[] = [
  { language: "es", arrivalDate: "2027-03-02", departureDate: "2027-03-03" },
  { language: "en", arrivalDate: "2027-03-16", departureDate: "2027-03-17" },
];

for (const visit of CASES) {
  test(`SPEI transfer, ${visit.language}: CLABE shown, part sent, the rest sent, confirmation reached`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[visit.language];
    await openPaymentPageOfKeptQuote(page, visit);
    await fillContact(page, visit.language);

    await page.getByRole("radio", { name: t.spei }).check();
    await expect(page.getByText(t.howItWorks)).toBeVisible();
    await expect(page.getByLabel(t.cardNumber, { exact: true })).toHaveCount(0);
    await completePurchase(page, visit.language);

    await confirmationCode(page);
    await expect(page.getByRole("heading", { level: 1, name: t.awaiting })).toBeVisible();
    await expect(page.getByText(/^\d{18}$/)).toBeVisible();
    await expect(page.getByText(t.clabe, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: t.qr })).toHaveCount(0);
    const violations = (await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations, "the order page waiting for its transfer").toEqual([]);

    await actInProviderTab(page, t.instructions, async (bank) => {
      await bank.getByLabel(t.amount).fill("100");
      await bank.getByRole("button", { name: t.sendAmount }).click();
      await expect(bank.getByRole("status")).toBeVisible();
    });
    await expect(page.getByText(t.partial)).toBeVisible({ timeout: SEEN_WITHIN_ONE_POLL_MS });
    await expect(page.getByRole("img", { name: t.qr })).toHaveCount(0);

    await actInProviderTab(page, t.instructions, async (bank) => {
      await bank.getByRole("button", { name: t.sendRest }).click();
      await expect(bank.getByRole("status")).toBeVisible();
    });
    await expect(page.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible({
      timeout: SEEN_WITHIN_ONE_POLL_MS,
    });
    await expect(page.getByRole("img", { name: t.qr })).toBeVisible();
    await expect(page.getByText(t.paidTransfer)).toBeVisible();
  });
}
