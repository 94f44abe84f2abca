import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";
import { openPage, quoteCampingVisit, quoteDrawer } from "./quote-flow.ts";
import { QUOTE_TEXTS } from "./quote-texts.ts";

/*
 * The front desk's today page and unit blocks, and HR's applications (issue 14 items 3 and 6), in
 * Chromium: a block of C1 for two nights is saved in the office, and a visitor's map shows C1 not
 * available on those nights; HR opens an application sent through the careers form; axe on each page.
 */

test("the front desk blocks a unit for two nights and a visitor's map shows it unavailable", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInToOffice(page, "front_desk");
  await page.goto("/office/today");
  await expect(page.getByRole("heading", { level: 1, name: "Hoy y próximos días" })).toBeVisible();
  await expect(page.getByText(/Mostrando del 2026-11-22 al 2026-11-28/)).toBeVisible();
  const grid = page.getByRole("table", { name: /Estado de cada unidad cada noche/ });
  await expect(grid.getByRole("rowheader")).toHaveCount(37);
  await expectNoViolations(page, "today page");

  await page.getByLabel("Unidad", { exact: true }).selectOption({ label: "C1" });
  await page.getByLabel("Primera noche").fill("2027-01-26");
  await page.getByLabel("Última noche").fill("2027-01-27");
  await page.getByLabel("Motivo").fill("Cambio del techo");
  await page.getByRole("button", { name: "Bloquear", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "C1 bloqueada: 2027-01-26, 2027-01-27" }),
  ).toBeVisible();

  // The grid of those days says it in words, in the row of C1 and the columns of those nights.
  await page.getByLabel("Desde").fill("2027-01-25");
  await page.getByLabel("Días").fill("4");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page.getByText("Mostrando del 2027-01-25 al 2027-01-28")).toBeVisible();
  const c1 = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "C1", exact: true }) });
  await expect(c1.getByRole("cell")).toHaveText([
    "Libre",
    "Bloqueada: Cambio del techo",
    "Bloqueada: Cambio del techo",
    "Libre",
  ]);
  // The same block again is refused, naming the nights.
  await page.getByRole("button", { name: "Bloquear", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("2027-01-26, 2027-01-27");
  // That refusal was asked for: the browser logs its 409, which is the only error this page may log.
  const refused = consoleErrors.findIndex((error) =>
    /status of 409 .*\/api\/office\/units\/\d+\/blocks/.test(error),
  );
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);
  await expectNoViolations(page, "today page after a block");

  // A visitor asks for a basic cabin on those nights: C1 is on the map, not available.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    const t = QUOTE_TEXTS.es;
    await openPage(visitor, "/");
    await quoteCampingVisit(visitor, {
      language: "es",
      arrivalDate: "2027-01-26",
      departureDate: "2027-01-28",
      monthsAhead: 2,
    });
    const drawer = quoteDrawer(visitor, "es");
    await drawer.getByRole("button", { name: t.changeStay }).click();
    await drawer.getByRole("button", { name: new RegExp(`^${t.cabin}`) }).click();
    await expect(drawer.getByRole("heading", { name: t.cabin })).toBeVisible();
    await drawer.getByRole("button", { name: t.pay, exact: true }).click();
    await expect(visitor).toHaveURL(/\/cart$/);
    await visitor.getByRole("button", { name: t.chooseOnMap }).click();
    const map = visitor.getByRole("dialog", { name: t.mapTitle });
    await expect(map).toBeVisible();
    await expect(map.getByRole("button", { name: "Cabaña C1, No disponible" })).toBeVisible();
    await expect(map.getByRole("button", { name: t.availableCabin("C2") })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

// The smallest PDF header is enough: the server checks the kind by its first bytes.
const PDF = Buffer.from("%PDF-1.7\n%office e2e\n");

/** Every required answer of a first-job applicant with a state driver licence (as careers.spec.ts fills them). */
async function applyAsDriver(page: Page) {
  await page.goto("/careers");
  await page.getByRole("link", { name: "Ver detalles de Chofer de pipa de agua" }).click();
  await page.getByRole("link", { name: "Postularme" }).click();
  const field = (path: string) => page.locator(`#f-${path.replaceAll(".", "-")}`);
  const choose = (path: string, value: string) =>
    page.locator(`input[name="${path}"][value="${value}"]`).check();
  await field("applicantName").fill("rosa elena");
  await field("applicantFatherLastname").fill("garcía");
  await field("birthDate").fill("1995-03-10");
  await choose("gender", "F");
  await field("address").fill("Calle Primera 123");
  await field("municipality").fill("Ensenada");
  await field("neighborhood").fill("Centro");
  await field("nationality").fill("Mexicana");
  await field("phoneNumber").pressSequentially("6461234567");
  await field("email").fill("rosa@example.com");
  await field("height").fill("1.60");
  await field("weight").fill("60");
  await field("maritalStatus").selectOption("SINGLE");
  await field("hobbies").fill("Nadar");
  await choose("elementarySchoolAccredited", "YES");
  await field("elementarySchoolName").fill("Benito Juárez");
  await choose("elementarySchoolCertified", "YES");
  await choose("juniorHighSchoolAccredited", "NO");
  await choose("currentlyStudying", "false");
  await choose("speaksEnglish", "false");
  await choose("hasIllness", "false");
  await choose("isFirstJob", "true");
  await field("personalReferences.0.name").fill("juan lópez");
  await field("personalReferences.0.phoneNumber").fill("6461112222");
  await field("personalReferences.0.relationship").fill("Amigo");
  await choose("hasVehicle", "false");
  await choose("hasDriverLicense", "true");
  await field("driverLicenseType").selectOption("C");
  await choose("driverLicenseEmitter", "STATE");
  await field("driverLicenseState").selectOption("Baja California");
  await choose("isPublicTransportUser", "false");
  await choose("hasDebt", "false");
  await choose("unionAffiliated", "false");
  await field("shirtSize").selectOption("M");
  await field("dependantCount").fill("0");
  await field("housemates").fill("Mis padres");
  await choose("hasChildren", "false");
  await choose("hasLivedInUSA", "false");
  await field("yearsInEnsenada").fill("10");
  await field("monthsInEnsenada").fill("2");
  await choose("availabilityDate", "now");
  await choose("isFormerEmployee", "false");
  await choose("hasRelativeEmployee", "false");
  await choose("hasExternalIncome", "false");
  await field("jobPostSource").selectOption("FACEBOOK");
  await choose("hasAlternativeApplication", "false");
  await page
    .getByLabel("Licencia de manejo")
    .setInputFiles({ name: "licencia.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.locator("altcha-widget").getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  const send = page.getByRole("button", { name: "Enviar solicitud" });
  await expect(send).toHaveAttribute("aria-disabled", "false", { timeout: 20_000 });
  const files = page.waitForResponse((response) =>
    /\/api\/core\/job-application\/[^/]+\/files$/.test(response.url()),
  );
  await send.click();
  expect((await files).ok()).toBe(true);
}

test("HR opens an application with its answers and documents, and moves it to reviewed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const applicantContext = await browser.newContext();
  try {
    await applyAsDriver(await applicantContext.newPage());
  } finally {
    await applicantContext.close();
  }

  await signInToOffice(page, "hr");
  await page.goto("/office/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Solicitudes de empleo" })).toBeVisible();
  await page.getByLabel("Vacante").selectOption({ label: "Chofer de pipa de agua" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/vacancy=\d+/);
  await expectNoViolations(page, "applications list");
  await page.getByRole("link", { name: "Rosa Elena García" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Rosa Elena García" })).toBeVisible();
  const answers = page.getByRole("region", { name: "Respuestas" });
  await expect(answers.getByText("Pasatiempos")).toBeVisible();
  await expect(answers.getByText("Nadar", { exact: true })).toBeVisible();
  await expect(answers.getByText("Femenino")).toBeVisible();
  const documents = page.getByRole("region", { name: "Documentos" });
  const link = documents.getByRole("link", { name: /Descargar licencia\.pdf/ });
  await expect(link).toBeVisible();
  const download = page.waitForEvent("download");
  await link.click();
  expect((await download).suggestedFilename()).toBe("licencia.pdf");
  await expectNoViolations(page, "application page");

  await page.getByRole("button", { name: "Revisada", exact: true }).click();
  await page.getByRole("button", { name: "Sí, cambiar" }).click();
  await expect(page.getByText("La solicitud ahora está en «Revisada».")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Estado: Revisada")).toBeVisible();
  await expectNoViolations(page, "application page after a move");

  await page.goto("/office/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Mensajes de contacto" })).toBeVisible();
  await expect(page.getByText(/sin leer de/)).toBeVisible();
  await expectNoViolations(page, "contact inbox");
});
