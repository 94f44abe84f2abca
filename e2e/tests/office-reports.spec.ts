import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expectSettledNoViolations } from "./axe.ts";
import { buyCampingVisit } from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";

/*
 * The reports of issue 36 item 2 in Chromium: the desk's payments and refunds of a range downloaded as CSV
 * and as XLSX in Spanish and in English (the range kept by the address across a reload), a slot's manifest
 * for the guide and a day's arrivals list for the gate, both printed as the list alone; axe on each page.
 */

const TODAY = "2026-11-22";

const TEXTS = {
  es: {
    reports: "Informes",
    from: "Desde",
    to: "Hasta",
    show: "Mostrar",
    csv: "Descargar CSV",
    xlsx: "Descargar Excel (XLSX)",
    file: `pagos-y-reembolsos-${TODAY}-${TODAY}`,
    saved: "Descargado: ",
    header: "Fecha y hora,Movimiento,Código de visita,Comprador",
    occupancy: "Ocupación por noche",
  },
  en: {
    reports: "Reports",
    from: "From",
    to: "To",
    show: "Show",
    csv: "Download CSV",
    xlsx: "Download Excel (XLSX)",
    file: `payments-and-refunds-${TODAY}-${TODAY}`,
    saved: "Downloaded: ",
    header: "Date and time,Movement,Visit code,Buyer",
    occupancy: "Occupancy by night",
  },
} as const;

async function downloaded(page: Page, button: string): Promise<Download> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  return download;
}

for (const language of ["es", "en"] as const) {
  test(`${language}: the desk downloads a day's payments as CSV and as XLSX, the range kept on reload`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const texts = TEXTS[language];
    // A sale paid today, so the day's export has a line of its own.
    const visitorContext = await browser.newContext();
    let code = "";
    try {
      code = await buyCampingVisit(await visitorContext.newPage(), {
        language: "es",
        arrivalDate: language === "es" ? "2027-02-25" : "2027-02-26",
        departureDate: language === "es" ? "2027-02-26" : "2027-02-27",
      });
    } finally {
      await visitorContext.close();
    }

    await signInToOffice(page, "front_desk", language);
    await page.getByRole("navigation").getByRole("link", { name: texts.reports }).click();
    await expect(page.getByRole("heading", { level: 1, name: texts.reports })).toBeVisible();
    await page.getByLabel(texts.from).fill(TODAY);
    await page.getByLabel(texts.to).fill(TODAY);
    await page.getByRole("button", { name: texts.show, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`from=${TODAY}&to=${TODAY}`));
    await page.reload();
    await expect(page.getByLabel(texts.from)).toHaveValue(TODAY);
    await expect(page.getByLabel(texts.to)).toHaveValue(TODAY);
    await expect(page.getByRole("region", { name: texts.occupancy }).getByRole("rowheader")).toHaveCount(1);
    await expectSettledNoViolations(page, `${language} reports`);

    const csv = await downloaded(page, texts.csv);
    expect(csv.suggestedFilename()).toBe(`${texts.file}.csv`);
    const text = await readFile(await csv.path(), "utf8");
    const [header, ...lines] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain(texts.header);
    expect(lines.some((line) => line.includes(code))).toBe(true);
    await expect(
      page.getByRole("status").filter({ hasText: `${texts.saved}${texts.file}.csv` }),
    ).toBeVisible();

    const xlsx = await downloaded(page, texts.xlsx);
    expect(xlsx.suggestedFilename()).toBe(`${texts.file}.xlsx`);
    // An XLSX workbook is a zip archive.
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString("latin1")).toBe("PK");
    await expect(
      page.getByRole("status").filter({ hasText: `${texts.saved}${texts.file}.xlsx` }),
    ).toBeVisible();
    await expectSettledNoViolations(page, `${language} reports after the downloads`);
  });
}

test("a slot's manifest has the activity's safety notes and prints as the list alone", async ({ page }) => {
  await signInToOffice(page, "front_desk");
  const activities = page.getByRole("region", { name: "Lugares de actividades" });
  await activities.getByRole("link", { name: /^Manifiesto de Canopy 10:00/ }).click();
  await expect(page).toHaveURL(/\/office\/reports\/manifest\?date=2026-11-22&scheduleId=\d+$/);
  const title = page.getByRole("heading", { level: 1, name: /^Manifiesto: Canopy 10:00, dom 22 de nov/ });
  await expect(title).toBeVisible();
  const safety = page.getByRole("region", { name: "Indicaciones de seguridad" });
  await expect(safety).not.toBeEmpty();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await expectSettledNoViolations(page, "manifest");

  await page.emulateMedia({ media: "print" });
  await expect(title).toBeVisible();
  await expect(safety).toBeVisible();
  await expect(page.getByRole("navigation")).toBeHidden();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
});

test("the gate's arrivals list of a day names the visit, and prints without the office around it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext();
  let code = "";
  try {
    code = await buyCampingVisit(await visitorContext.newPage(), {
      language: "es",
      arrivalDate: "2027-03-04",
      departureDate: "2027-03-05",
    });
  } finally {
    await visitorContext.close();
  }

  await signInToOffice(page, "gate");
  await page.getByRole("navigation").getByRole("link", { name: "Lista de llegadas" }).click();
  await page.getByLabel("Día", { exact: true }).fill("2027-03-04");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page).toHaveURL(/\/office\/arrivals\?date=2027-03-04$/);
  const title = page.getByRole("heading", { level: 1, name: "Llegadas del jue 4 de mar" });
  await expect(title).toBeVisible();
  const list = page.getByRole("table", { name: /^Visitas que llegan Día/ });
  const row = list.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code }) });
  await expect(row).toContainText("Ana");
  await expect(row.getByRole("cell").last()).toHaveText("No");
  await expectSettledNoViolations(page, "arrivals list");

  await page.reload();
  await expect(title).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(row).toBeVisible();
  await expect(page.getByRole("navigation")).toBeHidden();
  await expect(page.getByLabel("Día", { exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
});
