import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";
import { openPage, quoteCampingVisit, quoteDrawer } from "./quote-flow.ts";
import { QUOTE_TEXTS } from "./quote-texts.ts";

/*
 * The admin's content pages (issue 14 item 5) in Chromium: a banner saved in the office is on the
 * visitor's home at the next page load, a special code created there applies in the visitor's cart, and
 * every content page is axe clean. The visitor's steps run in a browser context of their own.
 */

// The park's share picture: a real PNG of a size an admin would upload.
const PICTURE = new URL("../../apps/web/public/share/ensenada-park.png", import.meta.url);
const PICTURE_FILE = fileURLToPath(PICTURE);

test("the admin's Spanish banner is what the visitor's home shows", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInToOffice(page, "admin");
  await page.goto("/office/content/site");
  const spanish = page.getByRole("region", { name: "Aviso en español" });
  await expect(spanish.getByRole("textbox", { name: /^Texto/ })).toBeVisible();
  await expectNoViolations(page, "banners and maintenance");

  const text = "**Posada** el 20 de diciembre <script>alert(1)</script>";
  await spanish.getByRole("textbox", { name: /^Texto/ }).fill(text);
  await spanish.getByRole("checkbox", { name: "Mostrar el aviso" }).check();
  await spanish.getByRole("combobox", { name: "Color" }).selectOption("green");
  // The preview renders the text as the visitor will get it: bold, and the script gone.
  const preview = spanish.getByRole("region", { name: /^Vista previa/ });
  await expect(preview.locator("strong", { hasText: "Posada" })).toBeVisible();
  await expect(preview).toContainText("Posada el 20 de diciembre alert(1)");
  await expect(preview.getByText("<script>")).toHaveCount(0);
  await spanish.getByRole("button", { name: "Guardar" }).click();
  await expect(spanish.getByRole("status")).toHaveText("Guardado");
  await expect(spanish.getByRole("textbox", { name: /^Texto/ })).toHaveValue(
    "**Posada** el 20 de diciembre alert(1)",
  );

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await openPage(visitor, "/");
    const banner = visitor.getByRole("region", { name: "Aviso del parque" });
    await expect(banner).toContainText("Posada el 20 de diciembre");
    await expect(banner.locator("strong", { hasText: "Posada" })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test("a special code the admin creates applies in the visitor's cart", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInToOffice(page, "admin");
  await page.goto("/office/content/promotions");
  await page.getByRole("button", { name: "Nuevo código" }).click();
  const form = page.locator("form");
  await expectNoViolations(page, "new code form");

  // First a refusal the server explains next to its field, then the good code.
  await form.getByRole("textbox", { name: /^Código/ }).fill("MARZO-27");
  await form.getByLabel("Desde").fill("2027-03-01");
  await form.getByLabel("Hasta").fill("2027-03-31");
  await form.getByRole("spinbutton", { name: /día/ }).fill("100");
  await form.getByRole("spinbutton", { name: /noche/ }).fill("120");
  await form.getByRole("button", { name: "Guardar" }).click();
  const code = form.getByRole("textbox", { name: /^Código/ });
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toHaveAccessibleDescription(
    "El código debe tener exactamente 8 letras, números o guiones bajos",
  );
  await expectNoViolations(page, "code form with an error");
  await form.getByRole("textbox", { name: /^Código/ }).fill("marzo_27");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("MARZO_27", { exact: true })).toBeVisible();
  await expectNoViolations(page, "codes list");

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.setViewportSize({ width: 1440, height: 1000 });
    await openPage(visitor, "/");
    await quoteCampingVisit(visitor, {
      language: "es",
      arrivalDate: "2027-03-10",
      departureDate: "2027-03-12",
      monthsAhead: 4,
    });
    await quoteDrawer(visitor, "es").getByRole("button", { name: QUOTE_TEXTS.es.pay, exact: true }).click();
    await expect(visitor).toHaveURL(/\/cart$/);
    const box = visitor.getByRole("region", { name: "Promociones" });
    await box.getByRole("textbox", { name: "Código especial" }).fill("Marzo_27");
    await box.getByRole("button", { name: "Aplicar" }).click();
    await expect(box.getByText("Código MARZO_27")).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test("the events and vacancies pages are axe clean, forms and confirmations included", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToOffice(page, "admin");
  await page.goto("/office/content/events");
  await expect(page.getByRole("heading", { name: "Eventos registrados" })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expectNoViolations(page, "events");
  await page.getByRole("button", { name: "Nuevo evento" }).click();
  await expectNoViolations(page, "new event form");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await page
    .getByRole("button", { name: /^Borrar:/ })
    .first()
    .click();
  const confirm = page.getByRole("dialog", { name: "Confirmar" });
  await expect(confirm).toBeVisible();
  await expectNoViolations(page, "delete confirmation");
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();

  await page.goto("/office/content/job-posts");
  await expect(page.getByRole("heading", { name: "Vacantes", level: 2 })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expectNoViolations(page, "vacancies");
  await page
    .getByRole("button", { name: /^Editar:/ })
    .first()
    .click();
  await expectNoViolations(page, "vacancy form");

  // A picture chosen in the form is the one the careers page shows at once.
  const title = await page.getByRole("textbox", { name: "Título en español" }).inputValue();
  const picture = readFileSync(PICTURE_FILE);
  await page.getByLabel(/^Imagen \(opcional/).setInputFiles(PICTURE_FILE);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("img", { name: `Imagen de la vacante ${title}` })).toBeVisible();
  const posts: { id: number; title: string }[] = await (
    await page.request.get("/api/core/job-post/web")
  ).json();
  const post = posts.find((candidate) => candidate.title === title);
  const shown = await page.request.get(`/api/core/job-post/${post?.id}/image`);
  expect(Buffer.compare(await shown.body(), picture)).toBe(0);
});

test("a vacancy the admin closes leaves the careers page and comes back when reopened", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToOffice(page, "admin");
  await page.goto("/office/content/job-posts");
  // A vacancy no other test reads: the browser tests share one server.
  const title = "Paramédico";
  const close = page.getByRole("button", { name: `Cerrar: ${title}` });
  const onCareers = async () => {
    const posts: { title: string }[] = await (await page.request.get("/api/core/job-post/web")).json();
    return posts.some((post) => post.title === title);
  };
  expect(await onCareers()).toBe(true);

  await close.click();
  const confirm = page.getByRole("dialog", { name: "Confirmar" });
  await confirm.getByRole("button", { name: "Cerrar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Guardado" })).toBeVisible();
  const reopen = page.getByRole("button", { name: `Reabrir: ${title}` });
  await expect(reopen).toBeVisible();
  expect(await onCareers()).toBe(false);

  await reopen.click();
  await expect(page.getByRole("button", { name: `Cerrar: ${title}` })).toBeVisible();
  expect(await onCareers()).toBe(true);

  // A last day before the park's today (22 November 2026 here) closes it by itself; reopening clears it.
  await page.getByRole("button", { name: `Editar: ${title}` }).click();
  await page.getByLabel(/^Último día abierta/).fill("2026-11-21");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(reopen).toBeVisible();
  await expect(page.getByText("(hasta el 2026-11-21)")).toBeVisible();
  expect(await onCareers()).toBe(false);
  await reopen.click();
  await expect(page.getByRole("button", { name: `Cerrar: ${title}` })).toBeVisible();
  expect(await onCareers()).toBe(true);
});
