import type { Page } from "@playwright/test";
import { axe } from "./axe.ts";
import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish } from "./quote-flow.ts";

// The smallest JPEG header is enough: the server checks the kind by its first bytes.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const DRIVER_JOB = "Chofer de pipa de agua";

async function openApplication(page: Page) {
  await page.goto("/careers");
  await page.getByRole("link", { name: `Ver detalles de ${DRIVER_JOB}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: DRIVER_JOB })).toBeVisible();
  await page.getByRole("link", { name: "Postularme" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Solicitud de empleo: ${DRIVER_JOB}` }),
  ).toBeVisible();
}

/** The ALTCHA checkbox, ticked from the keyboard; the widget then solves its proof of work by itself. */
async function solveCaptcha(page: Page) {
  await page.locator("altcha-widget").getByRole("checkbox").focus();
  await page.keyboard.press("Space");
}

const field = (page: Page, path: string) => page.locator(`#f-${path.replaceAll(".", "-")}`);
const choose = (page: Page, path: string, value: string) =>
  page.locator(`input[name="${path}"][value="${value}"]`).check();

/** Every required answer of a first-job applicant with a state driver licence (001 §5). */
async function fillFirstJobDriver(page: Page) {
  await field(page, "applicantName").fill("maría luisa");
  await field(page, "applicantFatherLastname").fill("pérez");
  await field(page, "birthDate").fill("2000-05-01");
  await choose(page, "gender", "F");
  await field(page, "address").fill("Calle Primera 123");
  await field(page, "municipality").fill("Ensenada");
  await field(page, "neighborhood").fill("Centro");
  await field(page, "nationality").fill("Mexicana");
  await field(page, "phoneNumber").pressSequentially("6461234567");
  await expect(field(page, "phoneNumber")).toHaveValue("(646) 123-4567");
  await field(page, "email").fill("maria@example.com");
  await field(page, "height").fill("1.60");
  await field(page, "weight").fill("60");
  await field(page, "maritalStatus").selectOption("SINGLE");
  await field(page, "hobbies").fill("Leer y nadar");
  await choose(page, "elementarySchoolAccredited", "YES");
  await field(page, "elementarySchoolName").fill("Benito Juárez");
  await choose(page, "elementarySchoolCertified", "YES");
  await choose(page, "juniorHighSchoolAccredited", "NO");
  await choose(page, "currentlyStudying", "false");
  await choose(page, "speaksEnglish", "false");
  await choose(page, "hasIllness", "false");
  await choose(page, "isFirstJob", "true");
  await field(page, "personalReferences.0.name").fill("juan lópez");
  await field(page, "personalReferences.0.phoneNumber").fill("6461112222");
  await field(page, "personalReferences.0.relationship").fill("Amigo");
  await choose(page, "hasVehicle", "false");
  await choose(page, "hasDriverLicense", "true");
  await field(page, "driverLicenseType").selectOption("C");
  await choose(page, "driverLicenseEmitter", "STATE");
  await field(page, "driverLicenseState").selectOption("Baja California");
  await choose(page, "isPublicTransportUser", "false");
  await choose(page, "hasDebt", "false");
  await choose(page, "unionAffiliated", "false");
  await field(page, "shirtSize").selectOption("M");
  await field(page, "dependantCount").fill("0");
  await field(page, "housemates").fill("Mis padres");
  await choose(page, "hasChildren", "false");
  await choose(page, "hasLivedInUSA", "false");
  await field(page, "yearsInEnsenada").fill("10");
  await field(page, "monthsInEnsenada").fill("2");
  await choose(page, "availabilityDate", "now");
  await choose(page, "isFormerEmployee", "false");
  await choose(page, "hasRelativeEmployee", "false");
  await choose(page, "hasExternalIncome", "false");
  await field(page, "jobPostSource").selectOption("FACEBOOK");
  await choose(page, "hasAlternativeApplication", "false");
}

test("a first-job driver applies with both sides of the INE, solves the captcha and lands on job details", async ({
  page,
}) => {
  await openApplication(page);
  await fillFirstJobDriver(page);
  await expect(page.getByRole("group", { name: /Empleo 1/ })).toHaveCount(0);

  await page.getByLabel("Tipo de identificación").selectOption("INE");
  await page.getByLabel("Ambos lados en dos archivos").check();
  await page
    .getByLabel("Identificación: frente")
    .setInputFiles({ name: "ine.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page
    .getByLabel("Identificación: reverso")
    .setInputFiles({ name: "ine.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page
    .getByLabel("Licencia de manejo")
    .setInputFiles({ name: "licencia.jpg", mimeType: "image/jpeg", buffer: JPEG });

  const send = page.getByRole("button", { name: "Enviar solicitud" });
  await expect(send).toHaveAttribute("aria-disabled", "true");
  await solveCaptcha(page);
  await expect(send).toHaveAttribute("aria-disabled", "false", { timeout: 20_000 });

  const application = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/core/job-application") && response.request().method() === "POST",
  );
  const files = page.waitForResponse((response) =>
    /\/api\/core\/job-application\/[^/]+\/files$/.test(response.url()),
  );
  await send.click();
  expect((await application).status()).toBe(201);
  expect((await files).ok()).toBe(true);

  await expect(page).toHaveURL(/\/careers\/job-details\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: DRIVER_JOB })).toBeVisible();
  await expect(page.getByText("Solicitud enviada").first()).toBeVisible();
  await expect(page.getByText("Ocurrió un error al enviar los documentos de solicitud")).toHaveCount(0);
});

for (const [language, refused] of [
  ["es", "Error al subir el archivo"],
  ["en", "Error uploading the file"],
] as const) {
  test(`a PNG renamed .jpg is refused by its content when picked: '${refused}'`, async ({ page }) => {
    await openApplication(page);
    if (language === "en") await chooseEnglish(page);
    const rfc = page.locator("#doc-rfc");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await rfc.setInputFiles({ name: "rfc.jpg", mimeType: "image/jpeg", buffer: png });
    await expect(page.locator("#doc-rfc-error")).toHaveText(refused);
    await expect(rfc).toHaveAttribute("aria-invalid", "true");
    await rfc.setInputFiles({ name: "rfc.jpg", mimeType: "image/jpeg", buffer: JPEG });
    await expect(page.locator("#doc-rfc-error")).toHaveCount(0);
    await expect(page.locator("#doc-rfc-chosen")).toContainText("rfc.jpg");
  });
}

test("leaving a touched application asks first: 'Formulario incompleto'", async ({ page }) => {
  await openApplication(page);
  await field(page, "applicantName").fill("Ana");
  await page.getByRole("link", { name: "Regresar", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Formulario incompleto" });
  await expect(dialog).toContainText(
    "¿Deseas salir del formulario de solicitud? Se perderán todos los datos",
  );
  await dialog.getByRole("button", { name: "Salir y perder los cambios" }).click();
  await expect(page.getByRole("link", { name: "Postularme" })).toBeVisible();
});

const ISSUE_TEXTS = {
  es: {
    send: "Enviar solicitud",
    summary: "Faltan algunos campos requeridos de completar",
    firstLink: "Nombre(s): Este campo es requerido",
    phoneLink: "Teléfono personal: Número telefónico inválido",
    invalid: "Valor invalido",
    underage:
      "Debes tener 18 años para unirte al equipo. Puedes continuar con la solicitud siempre que cumplas 18 años antes del 10 de julio de 2027.",
    tooLong: "Longitud máxima de 50 caracteres",
  },
  en: {
    send: "Send application",
    summary: "Some required fields are still missing",
    firstLink: "First name(s): This is a required field",
    phoneLink: "Personal phone: Invalid Phone number",
    invalid: "Invalid value",
    underage:
      "You must be 18 to join the team. You may continue the application provided you turn 18 before July 10, 2027.",
    tooLong: "Maximum length of 50 characters",
  },
} as const;

/** Types into a field and leaves it. */
async function typeAndLeave(page: Page, path: string, value: string) {
  await field(page, path).fill(value);
  await field(page, path).blur();
}

const errorOf = (page: Page, path: string) => page.locator(`#f-${path.replaceAll(".", "-")}-error`);

for (const language of ["es", "en"] as const) {
  const texts = ISSUE_TEXTS[language];

  test(`one Send marks every problem, listed at the top with a link to each field (${language})`, async ({
    page,
  }) => {
    await openApplication(page);
    if (language === "en") await chooseEnglish(page);
    await field(page, "phoneNumber").pressSequentially("646123");
    await solveCaptcha(page);
    const send = page.getByRole("button", { name: texts.send });
    await expect(send).toHaveAttribute("aria-disabled", "false", { timeout: 20_000 });
    await send.click();
    const summary = page.getByRole("region", { name: texts.summary });
    await expect(summary).toBeFocused();
    // The phone, 36 required answers and the first reference's three: all of them on the first Send.
    await expect(summary.getByRole("link")).toHaveCount(40);
    await expect(summary.getByRole("link").first()).toHaveText(texts.firstLink);
    await summary.getByRole("link", { name: texts.phoneLink }).click();
    await expect(field(page, "phoneNumber")).toBeFocused();
    await expect(field(page, "applicantName")).toHaveAttribute("aria-invalid", "true");
    if (language === "es") {
      expect((await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  test(`each field is checked when it is left, with the spec's ranges and messages (${language})`, async ({
    page,
  }) => {
    await openApplication(page);
    if (language === "en") await chooseEnglish(page);
    await field(page, "yearsInEnsenada").fill("150");
    await expect(errorOf(page, "yearsInEnsenada")).toHaveCount(0);
    await field(page, "yearsInEnsenada").blur();
    await expect(errorOf(page, "yearsInEnsenada")).toHaveText(texts.invalid);
    await typeAndLeave(page, "monthsInEnsenada", "12");
    await expect(errorOf(page, "monthsInEnsenada")).toHaveText(texts.invalid);
    await typeAndLeave(page, "height", "5");
    await expect(errorOf(page, "height")).toHaveText(texts.invalid);
    await choose(page, "speaksEnglish", "true");
    await typeAndLeave(page, "englishProficiencyPercentage", "101");
    await expect(errorOf(page, "englishProficiencyPercentage")).toHaveText(texts.invalid);
    // The clock reads 22 November 2026: the deadline named is the coming 10 July.
    await typeAndLeave(page, "birthDate", "2009-07-11");
    await expect(errorOf(page, "birthDate")).toHaveText(texts.underage);
    await expect(errorOf(page, "email")).toHaveCount(0);

    await choose(page, "elementarySchoolAccredited", "YES");
    await choose(page, "juniorHighSchoolAccredited", "YES");
    await choose(page, "highSchoolAccredited", "PARTIAL");
    await field(page, "highSchoolModality").selectOption("SPECIAL_COURSE");
    await expect(field(page, "highSchoolGrade")).toHaveCount(0);
    await expect(field(page, "highSchoolDateInitOfCourse")).toHaveAttribute("type", "date");
    await typeAndLeave(page, "highSchoolCourseDuration", "x".repeat(51));
    await expect(errorOf(page, "highSchoolCourseDuration")).toHaveText(texts.tooLong);

    await choose(page, "currentlyStudying", "true");
    await typeAndLeave(page, "currentlySchoolName", "CECATI 12");
    await choose(page, "currentlyStudying", "false");
    await choose(page, "currentlyStudying", "true");
    await expect(field(page, "currentlySchoolName")).toHaveValue("");
  });
}

test("axe finds no violations on the careers page, job details and the application form", async ({
  page,
}) => {
  // Three axe passes, one over the whole application form: on a loaded CI machine it ran 35.7 s.
  test.setTimeout(90_000);
  await page.goto("/careers");
  await expect(page.getByRole("table", { name: "Vacantes abiertas" })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await openApplication(page);
  await choose(page, "isFirstJob", "false");
  await choose(page, "hasChildren", "true");
  expect((await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("a vacancy's page is the vacancy in the HTML a crawler reads, in each language, and hydrates as before", async ({
  page,
  request,
}) => {
  const posts = (await (await request.get("/api/core/job-post/web")).json()) as {
    id: number;
    title: string;
  }[];
  const cook = posts.find((post) => post.title === "Cocinero(a)");
  if (!cook) throw new Error("no COOK vacancy in the demo data");
  const spanish = await (await request.get(`/careers/job-details/${cook.id}`)).text();
  expect(spanish).toMatch(/^<!DOCTYPE html><html lang="es">/);
  expect(spanish).toContain("<title>Cocinero(a) | Ensenada Park</title>");
  expect(spanish).toMatch(
    new RegExp(`<link rel="canonical" href="https://[^"]+/careers/job-details/${cook.id}"/>`),
  );
  expect(spanish).toMatch(new RegExp(`hreflang="en" href="https://[^"]+/en/careers/job-details/${cook.id}"`));
  expect(spanish).toContain('"@type":"JobPosting"');
  const english = await (await request.get(`/en/careers/job-details/${cook.id}`)).text();
  expect(english).toMatch(/^<!DOCTYPE html><html lang="en">/);
  expect(english).toContain("<title>Cook | Ensenada Park</title>");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(new RegExp(`<loc>https://[^<]+/en/careers/job-details/${cook.id}</loc>`));

  // In the browser: the English address shows the vacancy in English, its job posting rendered by the page.
  await page.goto(`/en/careers/job-details/${cook.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Cook" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  const posting = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
  );
  expect(posting).toMatchObject({ "@type": "JobPosting", title: "Cook" });
  await expect(page.getByRole("link", { name: "Apply" })).toHaveAttribute(
    "href",
    `/careers/job-details/${cook.id}/apply`,
  );
});
