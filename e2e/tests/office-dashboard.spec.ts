import type { Page } from "@playwright/test";
import { expectSettledNoViolations } from "./axe.ts";
import { expect, test } from "./no-console-errors.ts";
import { signInToOffice } from "./office-steps.ts";

/*
 * The office's first page (issue 36 items 1 and 3) in Chromium: the front desk's dashboard in Spanish and
 * in English, its key figures as plain numbers and each chart's table; the gate seeing only who comes and
 * who is in, HR none of it and nothing asked for it; axe on each.
 */

/** What the dashboard says, as the staff read it. */
const TEXTS = {
  es: {
    title: "El día en el parque",
    inPark: "En el parque ahora",
    personsInPark: "Personas en el parque",
    arrivals: "Llegadas contra la capacidad",
    arrivalsTable: /Llegadas de cada día y personas contadas/,
    arrivalsChart: /Gráfica de barras: personas pagadas y apartadas/,
    lodging: "Hospedaje por noche",
    freeTonight: "Unidades libres esta noche",
    ofUnits: /^\d+ de 37$/,
    lodgingTable: /Unidades de cada noche por tipo/,
    lodgingChart: /las 37 unidades de cada noche/,
    activities: "Lugares de actividades",
    activitiesChart: /lugares vendidos, apartados y disponibles/,
    manifestLink: /^Manifiesto de /,
    sales: "Ventas de los últimos 90 días",
    salesTable: "Ventas de cada día, de la más reciente a la más antigua",
    salesChart: /ventas de cada día en pesos/,
    totalSales: "Ventas",
    awaiting: "Por cobrar",
    noPanels: "Su rol no tiene cifras en esta página; sus secciones están en el menú.",
  },
  en: {
    title: "The day at the park",
    inPark: "In the park now",
    personsInPark: "Persons in the park",
    arrivals: "Arrivals against capacity",
    arrivalsTable: /Arrivals of each day and persons counted/,
    arrivalsChart: /Bar chart: persons paid and held/,
    lodging: "Lodging per night",
    freeTonight: "Units free tonight",
    ofUnits: /^\d+ of 37$/,
    lodgingTable: /Each night's units per kind/,
    lodgingChart: /the 37 units of each night/,
    activities: "Activity places",
    activitiesChart: /places sold, held and left/,
    manifestLink: /^Manifest of /,
    sales: "Sales of the last 90 days",
    salesTable: "Each day's sales, newest first",
    salesChart: /each day's sales in pesos/,
    totalSales: "Sales",
    awaiting: "Awaiting payment",
    noPanels: "Your role has no figures on this page; your sections are in the menu.",
  },
} as const;

/** A key figure's value, found by what it counts (the <dt> before it). */
function keyFigure(page: Page, term: string) {
  return page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
}

for (const language of ["es", "en"] as const) {
  test(`${language}: the front desk's dashboard shows the day's figures, each chart with its table (axe clean)`, async ({
    page,
  }) => {
    const texts = TEXTS[language];
    await signInToOffice(page, "front_desk", language);
    await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();

    const inPark = page.getByRole("region", { name: texts.inPark });
    await expect(keyFigure(page, texts.personsInPark)).toHaveText(/^\d+$/);
    await expect(inPark).toBeVisible();

    // Today and the next 7 days, a row each, under a chart named for screen readers.
    const arrivals = page.getByRole("region", { name: texts.arrivals });
    await expect(arrivals.getByRole("img", { name: texts.arrivalsChart })).toBeVisible();
    await expect(
      arrivals.getByRole("table", { name: texts.arrivalsTable }).getByRole("rowheader"),
    ).toHaveCount(8);

    const lodging = page.getByRole("region", { name: texts.lodging });
    await expect(keyFigure(page, texts.freeTonight)).toHaveText(texts.ofUnits);
    await expect(lodging.getByRole("img", { name: texts.lodgingChart })).toBeVisible();
    await expect(lodging.getByRole("table", { name: texts.lodgingTable }).getByRole("rowheader")).toHaveCount(
      8,
    );

    const activities = page.getByRole("region", { name: texts.activities });
    await expect(activities.getByRole("img", { name: texts.activitiesChart })).toBeVisible();
    await expect(activities.getByRole("link", { name: texts.manifestLink }).first()).toBeVisible();

    // Ninety park days, newest first, in a box of their own the keyboard can scroll.
    const sales = page.getByRole("region", { name: texts.sales });
    await expect(keyFigure(page, texts.totalSales)).toHaveText(/^\$[\d,]+\.\d\d MXN$/);
    await expect(sales.getByRole("img", { name: texts.salesChart })).toBeVisible();
    await expect(sales.getByRole("table", { name: texts.salesTable }).getByRole("rowheader")).toHaveCount(90);
    await expect(page.getByRole("region", { name: texts.awaiting })).toBeVisible();

    await expectSettledNoViolations(page, `${language} dashboard`);
  });
}

test("on a phone the dashboard's wide tables scroll sideways by keyboard, and the page stays axe clean", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToOffice(page, "front_desk");
  const arrivals = page.getByRole("region", { name: TEXTS.es.arrivals });
  const box = arrivals.getByRole("group", { name: TEXTS.es.arrivalsTable });
  await expect(box).toBeVisible();
  await box.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectSettledNoViolations(page, "front desk dashboard on a phone");
});

test("the gate sees who comes and who is in, and nothing of lodging or money", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/office/dashboard/")) asked.push(path);
  });
  await signInToOffice(page, "gate");
  const texts = TEXTS.es;
  await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByRole("region", { name: texts.inPark })).toBeVisible();
  await expect(page.getByRole("region", { name: texts.arrivals }).getByRole("img")).toBeVisible();
  for (const hidden of [texts.lodging, texts.activities, texts.sales, texts.awaiting])
    await expect(page.getByRole("region", { name: hidden })).toHaveCount(0);
  const navigation = page.getByRole("navigation", { name: "Secciones de la oficina" });
  await expect(navigation.getByRole("link", { name: "Lista de llegadas" })).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Informes" })).toHaveCount(0);
  await expectSettledNoViolations(page, "gate dashboard");
  // Only the call the gate may make: a refused one would be a broken panel (and a console error).
  expect([...new Set(asked)]).toEqual(["/api/office/dashboard/arrivals"]);
});

test("HR is told its sections are in the menu, and the dashboard asks nothing for it", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/office/dashboard/") || path.startsWith("/api/office/reports/"))
      asked.push(path);
  });
  await signInToOffice(page, "hr");
  await expect(page.getByRole("heading", { level: 1, name: TEXTS.es.title })).toBeVisible();
  await expect(page.getByText(TEXTS.es.noPanels)).toBeVisible();
  await expect(page.getByRole("main").getByRole("region")).toHaveCount(0);
  await expectSettledNoViolations(page, "HR dashboard");
  expect(asked).toEqual([]);
});
