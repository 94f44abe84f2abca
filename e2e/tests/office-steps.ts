import { expect, type Page, test } from "@playwright/test";
import { ACCOUNTS_PER_ROLE, e2eStaffEmail, e2eStaffPassword, type OfficeRole } from "./office-accounts.ts";

let signIns = 0;

/** The next account of the role for this worker, so sign-ins spread over the role's accounts. */
function nextAccount(role: OfficeRole): { email: string } {
  const index = (test.info().workerIndex * 3 + signIns) % ACCOUNTS_PER_ROLE;
  signIns += 1;
  return { email: e2eStaffEmail(role, index) };
}

export type OfficeLanguage = "es" | "en";

/** What the office's sign-in page and frame say, as a member reads them. */
export const SIGN_IN_TEXTS = {
  es: {
    title: "Iniciar sesión en la oficina",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    navigation: "Secciones de la oficina",
    office: "Oficina del parque",
    wrong: "El correo electrónico o la contraseña no son correctos",
  },
  en: {
    title: "Sign in to the office",
    email: "E-mail",
    password: "Password",
    submit: "Sign in",
    navigation: "Office sections",
    office: "Park office",
    wrong: "The e-mail address or the password is not correct",
  },
} as const;

/**
 * Signs in to the office through its sign-in page as a member of `role` and waits for the office's
 * navigation; in English after choosing it with the page's own switch (Spanish is the default). Answers the
 * account's e-mail.
 */
export async function signInToOffice(page: Page, role: OfficeRole, language: OfficeLanguage = "es") {
  const { email } = nextAccount(role);
  await signInToOfficeAs(page, email, language);
  return email;
}

/** Chooses English on an office page through its Español / English switch (kept as the site keeps it). */
export async function chooseOfficeEnglish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

/** Signs in to the office through its sign-in page with one of the run's accounts (office-accounts.ts). */
export async function signInToOfficeAs(page: Page, email: string, language: OfficeLanguage = "es") {
  const texts = SIGN_IN_TEXTS[language];
  await page.goto("/office/sign-in");
  if (language === "en") await chooseOfficeEnglish(page);
  await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(e2eStaffPassword());
  await page.getByRole("button", { name: texts.submit }).click();
  await expect(page.getByRole("navigation", { name: texts.navigation })).toBeVisible();
}
