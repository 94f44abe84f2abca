import { expectNoViolations } from "./axe.ts";
import { buyCampingVisit } from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";

/*
 * The front desk's orders (issue 14 item 2) in Chromium: a visit bought through the site is found in the
 * office by its code, its page lists the sale's confirmation e-mail, and a resend adds one more e-mail to
 * that list (still there after a reload), in Spanish and in English. The visitor buys in a browser context of
 * their own; every orders page and the refund dialog are axe clean in both languages.
 */

/** What the orders pages say, as the front desk reads them. */
const TEXTS = {
  es: {
    orders: "Pedidos",
    anyResult: /en la página 1|No hay pedidos/,
    search: "Código de visita, nombre, correo o teléfono",
    searchButton: "Buscar",
    oneFound: "1 pedido en la página 1",
    order: (code: string) => `Pedido ${code}`,
    emails: "Correos de confirmación puestos en cola o enviados",
    sale: "La venta",
    resend: "Reenviar confirmación",
    queued: "Confirmación puesta en cola para ana@example.com",
    resendRow: "Reenvío de recepción",
    history: "Historial de cambios",
    sent: "Enviado",
    refund: "Reembolsar",
    refundDialog: "Reembolsar un pago",
    amount: "Monto a reembolsar (MXN)",
    continue: "Continuar",
    confirm: "¿Reembolsar $10.00 MXN a la tarjeta del comprador?",
    cancel: "Cancelar",
    noRefunds: "Sin reembolsos",
    yes: "Sí, reembolsar",
    refunded: "Se reembolsaron $10.00 MXN",
    total: "Total reembolsado: $10.00 MXN",
  },
  en: {
    orders: "Orders",
    anyResult: /on page 1|No orders match/,
    search: "Visit code, name, e-mail or phone",
    searchButton: "Search",
    oneFound: "1 order on page 1",
    order: (code: string) => `Order ${code}`,
    emails: "Confirmation e-mails queued or sent",
    sale: "The sale",
    resend: "Resend confirmation",
    queued: "Confirmation queued for ana@example.com",
    resendRow: "Front desk resend",
    history: "Change history",
    sent: "Sent",
    refund: "Refund",
    refundDialog: "Refund a payment",
    amount: "Amount to refund (MXN)",
    continue: "Continue",
    confirm: "Refund $10.00 MXN to the buyer's card?",
    cancel: "Cancel",
    noRefunds: "No refunds",
    yes: "Yes, refund",
    refunded: "$10.00 MXN refunded",
    total: "Refunded in all: $10.00 MXN",
  },
} as const;

/** Each language buys its own visit, on dates of its own. */
const VISIT_DATES = {
  es: { arrivalDate: "2027-01-22", departureDate: "2027-01-23" },
  en: { arrivalDate: "2027-01-26", departureDate: "2027-01-27" },
} as const;

for (const language of ["es", "en"] as const) {
  test(`${language}: the front desk finds an order by its code and resends its confirmation e-mail`, async ({
    page,
    browser,
  }) => {
    const texts = TEXTS[language];
    test.setTimeout(180_000);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    let code = "";
    try {
      code = await buyCampingVisit(visitor, { language: "es", ...VISIT_DATES[language] });
    } finally {
      await visitorContext.close();
    }

    await signInToOffice(page, "front_desk", language);
    await page.goto("/office/orders");
    await expect(page.getByRole("heading", { level: 1, name: texts.orders })).toBeVisible();
    await expect(page.getByText(texts.anyResult)).toBeVisible();
    await expectNoViolations(page, `${language} orders search`);

    // The code as a person types it: lower case.
    await page.getByLabel(texts.search).fill(code.toLowerCase());
    await page.getByRole("button", { name: texts.searchButton }).click();
    await expect(page.getByText(texts.oneFound)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${code.toLowerCase()}`));
    await page.getByRole("link", { name: code }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText(texts.order(code));
    const emails = page.getByRole("table", { name: texts.emails });
    const rows = emails.getByRole("row");
    // The header and the sale's confirmation.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("ana@example.com");
    await expect(rows.nth(1)).toContainText(texts.sale);
    await expectNoViolations(page, `${language} order page`);

    await page.getByRole("button", { name: texts.resend }).click();
    await expect(page.getByText(texts.queued)).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText(texts.resendRow);
    // The resend is in the audit trail of the order.
    await expect(page.getByRole("region", { name: texts.history })).toContainText(
      "order.resend_confirmation",
    );

    // Nothing lost on reload: the resend is a row of the outbox, sent by the drainer.
    // The page shows the outbox as it was when loaded: reloaded until the drainer's send is in.
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(2)).toContainText(texts.sent, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // The refund dialog opens with what remains and asks before refunding; cancelled here.
    await page.getByRole("button", { name: texts.refund, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.refundDialog });
    await expect(dialog.getByLabel(texts.amount)).toBeFocused();
    await dialog.getByLabel(texts.amount).fill("10");
    await dialog.getByRole("button", { name: texts.continue }).click();
    await expect(dialog).toContainText(texts.confirm);
    await expectNoViolations(page, `${language} refund confirmation`);
    await dialog.getByRole("button", { name: texts.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(texts.noRefunds)).toBeVisible();

    // Then for real: 10 pesos back, shown in the refunds with the refunded total.
    await page.getByRole("button", { name: texts.refund, exact: true }).click();
    await dialog.getByLabel(texts.amount).fill("10");
    await dialog.getByRole("button", { name: texts.continue }).click();
    await dialog.getByRole("button", { name: texts.yes }).click();
    await expect(page.getByText(texts.refunded)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(texts.total)).toBeVisible();
  });
}
