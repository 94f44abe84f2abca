import { expect, type Page, test } from "@playwright/test";
import { ACCOUNTS_PER_ROLE, e2eStaffEmail, e2eStaffPassword, type OfficeRole } from "./office-accounts.ts";

let signIns = 0;

/** The next account of the role for this worker, so sign-ins spread over the role's accounts. */
function nextAccount(role: OfficeRole): { email: string } {
  const index = (test.info().workerIndex * 3 + signIns) % ACCOUNTS_PER_ROLE;
  signIns += 1;
  return { email: e2eStaffEmail(role, index) };
}

/**
 * Signs in to the office through its sign-in page (Spanish, the default) as a member of `role` and waits
 * for the office's navigation. Answers the account's e-mail.
 */
export async function signInToOffice(page: Page, role: OfficeRole): Promise<string> {
  const { email } = nextAccount(role);
  await signInToOfficeAs(page, email);
  return email;
}

/** Signs in to the office through its sign-in page with one of the run's accounts (office-accounts.ts). */
export async function signInToOfficeAs(page: Page, email: string): Promise<void> {
  await page.goto("/office/sign-in");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(e2eStaffPassword());
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("navigation", { name: "Secciones de la oficina" })).toBeVisible();
}
