import { expectNoViolations } from "./axe.ts";
import { networkQuiet } from "./network-quiet.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";

/*
 * Every office page an admin reaches from the menu, the home and the password page, in Spanish and in
 * English, axe clean once loaded (issue 14: axe clean on every office page). The pages of one order or
 * one application need their own data: office-orders.spec.ts checks the order page in both languages,
 * office-today.spec.ts the application page.
 */

/** Each page's address and its first heading, as the admin reads it in each language. */
const PAGES = [
  { path: "/office", es: "El día en el parque", en: "The day at the park" },
  { path: "/office/password", es: "Cambiar contraseña", en: "Change password" },
  { path: "/office/orders", es: "Pedidos", en: "Orders" },
  { path: "/office/today", es: "Hoy y próximos días", en: "Today and the coming days" },
  { path: "/office/prices", es: "Precios y calendario", en: "Prices and calendar" },
  { path: "/office/content/site", es: "Avisos y mantenimiento", en: "Banners and maintenance" },
  { path: "/office/content/events", es: "Eventos", en: "Events" },
  { path: "/office/content/promotions", es: "Códigos de promoción", en: "Promotion codes" },
  { path: "/office/content/job-posts", es: "Vacantes", en: "Vacancies" },
  { path: "/office/gate", es: "Entrada", en: "Gate" },
  { path: "/office/reports", es: "Informes", en: "Reports" },
  {
    path: "/office/arrivals?date=2026-11-22",
    es: "Llegadas del dom 22 de nov",
    en: "Arrivals on Sun, Nov 22",
  },
  { path: "/office/applications", es: "Solicitudes de empleo", en: "Job applications" },
  { path: "/office/messages", es: "Mensajes de contacto", en: "Contact messages" },
] as const;

for (const language of ["es", "en"] as const) {
  test(`${language}: every office page is axe clean`, async ({ page }) => {
    // Fourteen pages, each loaded and read by axe: under a loaded CI machine 120 s ran out once.
    test.setTimeout(180_000);
    await signInToOffice(page, "admin", language);
    for (const officePage of PAGES) {
      await page.goto(officePage.path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1, name: officePage[language] })).toBeVisible();
      // Each page's own calls answered, and nothing still loading, before axe looks.
      await networkQuiet(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolations(page, `${language} ${officePage.path}`);
    }
  });
}
