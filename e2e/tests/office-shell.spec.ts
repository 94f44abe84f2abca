import { OFFICE_PAGES } from "../../apps/web/src/features/office/shell/office-pages.ts";
import { expectNoViolations } from "./axe.ts";
import { networkQuiet } from "./network-quiet.ts";
import { expect, test } from "./no-console-errors.ts";
import { e2eStaffEmail, e2eStaffPassword, type OfficeRole } from "./office-accounts.ts";
import { chooseOfficeEnglish, SIGN_IN_TEXTS, signInToOffice, signInToOfficeAs } from "./office-steps.ts";

/*
 * The office's shell (issue 14): signing in through its page (a wrong password says so), the navigation of
 * each role, signing out here and everywhere, and visitors' pages that never fetch the office's code.
 * Signing in runs in Spanish and in English; axe on the sign-in page, the home page and the password page
 * (every page in both languages: office-languages.spec.ts).
 */

/** The 401 answers a test provokes on purpose are logged by Chrome as console errors: those are expected. */
function dropExpectedRefusals(consoleErrors: string[]) {
  const kept = consoleErrors.filter((error) => !/status of 401/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** The office's first page, its dashboard (office-dashboard.spec.ts reads its panels). */
const DASHBOARD = { es: "El día en el parque", en: "The day at the park" } as const;

/** The menu's links as the role should see them: home, its pages, and the password change. */
function expectedNavigation(role: OfficeRole): string[] {
  const pages = OFFICE_PAGES.filter(
    (page) => page.inNavigation !== false && (role === "admin" || page.roles.includes(role)),
  );
  return ["Inicio", ...pages.map((page) => page.label.es), "Cambiar contraseña"];
}

for (const language of ["es", "en"] as const) {
  test(`${language}: a wrong password is refused with a message, the right one opens the office (axe clean)`, async ({
    page,
    consoleErrors,
  }) => {
    const texts = SIGN_IN_TEXTS[language];
    await page.goto("/office/sign-in");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    if (language === "en") await chooseOfficeEnglish(page);
    await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    await expectNoViolations(page, `${language} sign-in`);

    const email = e2eStaffEmail("front_desk", language === "es" ? 7 : 6);
    await page.getByLabel(texts.email).fill(email);
    await page.getByLabel(texts.password, { exact: true }).fill("not the password of anyone");
    await page.getByRole("button", { name: texts.submit }).click();
    await expect(page.getByText(texts.wrong)).toBeVisible();
    await expect(page.getByLabel(texts.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, `${language} sign-in with its error`);
    dropExpectedRefusals(consoleErrors);

    await page.getByLabel(texts.password, { exact: true }).fill(e2eStaffPassword());
    await page.getByRole("button", { name: texts.submit }).click();
    await expect(page).toHaveURL(/\/office$/);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD[language] })).toBeVisible();
    await expect(
      page.getByText(`${email} · ${language === "es" ? "Recepción" : "Front desk"}`).first(),
    ).toBeVisible();
    await expectNoViolations(page, `${language} office home`);

    // The other language through the same switch as the site, and back.
    const other = language === "es" ? "en" : "es";
    await page.getByRole("button", { name: other === "en" ? "English" : "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD[other] })).toBeVisible();
    await page.getByRole("button", { name: language === "en" ? "English" : "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD[language] })).toBeVisible();
  });
}

test("the office keeps its own title and noindex when the browser paints late (a busy phone)", async ({
  page,
}) => {
  // Preact runs effects after the next frame (or 35 ms): both come 1.5 s late here, so the office's route
  // module arrives first. The page's tags must not depend on which comes first (hydration-done.tsx).
  await page.addInitScript(() => {
    const later = window.setTimeout.bind(window);
    window.requestAnimationFrame = (callback) =>
      later(() => callback(performance.now()), 1500) as unknown as number;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      later(handler, delay === 35 ? 1500 : delay, ...rest)) as typeof window.setTimeout;
  });
  const response = await page.goto("/office/sign-in");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1, name: SIGN_IN_TEXTS.es.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page).toHaveTitle(SIGN_IN_TEXTS.es.office);
});

for (const role of ["gate", "hr", "admin"] as const) {
  test(`the ${role} sees only the pages of the role`, async ({ page }) => {
    await signInToOffice(page, role);
    const navigation = page.getByRole("navigation", { name: "Secciones de la oficina" });
    await expect(navigation.getByRole("link")).toHaveText(expectedNavigation(role));

    // A page of another role, opened by its address, says the role has no access.
    const foreign = OFFICE_PAGES.find(
      (p) => role !== "admin" && !p.roles.includes(role) && !p.path.includes(":"),
    );
    if (foreign) {
      await page.goto(`/office/${foreign.path}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Su rol no tiene acceso a esta página." }),
      ).toBeVisible();
    }
  });
}

test("a page asked for without a session goes to sign-in and back to it", async ({ page, consoleErrors }) => {
  await page.goto("/office/password");
  await expect(page).toHaveURL(/\/office\/sign-in\?return=%2Foffice%2Fpassword$/);
  dropExpectedRefusals(consoleErrors);
  await page.getByLabel("Correo electrónico").fill(e2eStaffEmail("hr", 6));
  await page.getByLabel("Contraseña", { exact: true }).fill(e2eStaffPassword());
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/office\/password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cambiar contraseña" })).toBeVisible();
  await expectNoViolations(page, "password change");

  await page.getByLabel("Contraseña actual").fill(e2eStaffPassword());
  await page.getByLabel("Contraseña nueva", { exact: true }).fill("una contraseña nueva");
  await page.getByLabel("Repita la contraseña nueva").fill("otra distinta");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("Las dos contraseñas nuevas no coinciden")).toBeVisible();
});

test("the password page estimates the new password as it is typed, and the server refuses an easy one with why", async ({
  page,
  consoleErrors,
}) => {
  // The estimator's dictionaries are a chunk of their own, fetched on this page only (issue 31 item 4).
  const estimatorChunks: string[] = [];
  page.on("request", (request) => {
    if (/staff-password-strength[^/]*\.js/.test(request.url())) estimatorChunks.push(request.url());
  });
  await signInToOffice(page, "hr");
  expect(estimatorChunks).toEqual([]);

  await page.goto("/office/password");
  await expect(page.getByRole("heading", { level: 1, name: "Cambiar contraseña" })).toBeVisible();
  const next = page.getByLabel("Contraseña nueva", { exact: true });
  await next.fill("password1234");
  const advice = page.locator("#password-newPassword-advice");
  await expect(advice).toHaveText(
    "La contraseña es fácil de adivinar. Es similar a una contraseña usada habitualmente. Añade más palabras que sean menos comunes.",
  );
  expect(estimatorChunks).toHaveLength(1);
  await next.fill("tortuga velero cactus 42");
  await expect(advice).toHaveText("Difícil de adivinar.");
  await expectNoViolations(page, "password change with its advice");

  // The server decides, whatever the page said: an easy password is refused with the same words.
  await page.getByLabel("Contraseña actual").fill(e2eStaffPassword());
  await next.fill("aaaaaaaaaaaa");
  await page.getByLabel("Repita la contraseña nueva").fill("aaaaaaaaaaaa");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.locator("#password-newPassword-error")).toHaveText(
    /^La contraseña es fácil de adivinar\. Caracteres repetidos como "aaa" son fáciles de adivinar\./,
  );
  await expect(next).toHaveAttribute("aria-invalid", "true");
  // The browser logs the refusal's 400 (and the sign-in's 401s): both expected here.
  const kept = consoleErrors.filter((error) => !/status of 400 .*\/api\/office\/password/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
  dropExpectedRefusals(consoleErrors);
});

test("signing out ends the session; signing out everywhere ends the other browser's too", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const email = e2eStaffEmail("gate", 5);
  await signInToOfficeAs(page, email);
  await page.getByRole("button", { name: "Cerrar sesión", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión en la oficina" })).toBeVisible();
  await page.goto("/office");
  await expect(page).toHaveURL(/\/office\/sign-in$/);
  dropExpectedRefusals(consoleErrors);

  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signInToOfficeAs(phone, email);
  await signInToOfficeAs(page, email);
  await page.getByRole("button", { name: "Cerrar sesión en todos los dispositivos" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("¿Cerrar la sesión en todos sus dispositivos");
  await page.getByRole("button", { name: "Sí, cerrar en todos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión en la oficina" })).toBeVisible();

  await phone.reload();
  await expect(phone).toHaveURL(/\/office\/sign-in$/);
  await expect(phone.getByRole("heading", { level: 1, name: "Iniciar sesión en la oficina" })).toBeVisible();
  await phoneContext.close();
});

test("a visitor's pages never fetch the office's code or API", async ({ page, browser }) => {
  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  const officeScripts = new Set<string>();
  office.on("request", (request) => {
    if (request.resourceType() === "script") officeScripts.add(new URL(request.url()).pathname);
  });
  await office.goto("/office/sign-in");
  await expect(office.getByRole("heading", { level: 1, name: "Iniciar sesión en la oficina" })).toBeVisible();
  await officeContext.close();
  const officeRoute = [...officeScripts].filter((path) => /\/office-[\w-]+\.js$/.test(path));
  expect(officeRoute.length, [...officeScripts].join("\n")).toBeGreaterThan(0);

  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ["/", "/prices", "/shopping-cart", "/contact"]) {
    await page.goto(path);
    await networkQuiet(page);
  }
  expect(requested.filter((path) => officeRoute.includes(path) || path.startsWith("/api/office"))).toEqual(
    [],
  );
  expect(requested.some((path) => /\/assets\/.+\.js$/.test(path))).toBe(true);
});
