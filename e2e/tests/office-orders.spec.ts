import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  completePurchase,
  confirmationCode,
  fillContact,
  fillMexicanCard,
  openPaymentPage,
} from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";

/*
 * The front desk's orders (issue 14 item 2) in Chromium: a visit bought through the site is found in the
 * office by its code, its page lists the sale's confirmation e-mail, and a resend adds one more e-mail to
 * that list (still there after a reload). The visitor buys in a browser context of their own; every orders
 * page and the refund dialog are axe clean.
 */

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
    where,
  ).toEqual([]);
}

test("the front desk finds an order by its code and resends its confirmation e-mail", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  let code = "";
  try {
    await openPaymentPage(visitor, {
      language: "es",
      arrivalDate: "2027-01-22",
      departureDate: "2027-01-23",
    });
    await fillContact(visitor, "es");
    await fillMexicanCard(visitor, "es", "4242 4242 4242 4242");
    await completePurchase(visitor, "es");
    code = await confirmationCode(visitor);
  } finally {
    await visitorContext.close();
  }

  await signInToOffice(page, "front_desk");
  await page.goto("/office/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
  await expect(page.getByText(/en la página 1|No hay pedidos/)).toBeVisible();
  await expectNoViolations(page, "orders search");

  // The code as a person types it: lower case.
  await page.getByLabel("Código de visita, nombre, correo o teléfono").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("1 pedido en la página 1")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${code.toLowerCase()}`));
  await page.getByRole("link", { name: code }).click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Pedido ${code}`);
  const emails = page.getByRole("table", { name: "Correos de confirmación puestos en cola o enviados" });
  const rows = emails.getByRole("row");
  // The header and the sale's confirmation.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("ana@example.com");
  await expect(rows.nth(1)).toContainText("La venta");
  await expectNoViolations(page, "order page");

  await page.getByRole("button", { name: "Reenviar confirmación" }).click();
  await expect(page.getByText("Confirmación puesta en cola para ana@example.com")).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText("Reenvío de recepción");
  // The resend is in the audit trail of the order.
  await expect(page.getByRole("region", { name: "Historial de cambios" })).toContainText(
    "order.resend_confirmation",
  );

  // Nothing lost on reload: the resend is a row of the outbox, sent by the drainer.
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText("Enviado", { timeout: 15_000 });

  // The refund dialog opens with what remains and asks before refunding; cancelled here.
  await page.getByRole("button", { name: "Reembolsar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Reembolsar un pago" });
  await expect(dialog.getByLabel("Monto a reembolsar (MXN)")).toBeFocused();
  await dialog.getByLabel("Monto a reembolsar (MXN)").fill("10");
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog).toContainText("¿Reembolsar $10.00 MXN a la tarjeta del comprador?");
  await expectNoViolations(page, "refund confirmation");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Sin reembolsos")).toBeVisible();

  // Then for real: 10 pesos back, shown in the refunds with the refunded total.
  await page.getByRole("button", { name: "Reembolsar", exact: true }).click();
  await dialog.getByLabel("Monto a reembolsar (MXN)").fill("10");
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await dialog.getByRole("button", { name: "Sí, reembolsar" }).click();
  await expect(page.getByText("Se reembolsaron $10.00 MXN")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Total reembolsado: $10.00 MXN")).toBeVisible();
});
