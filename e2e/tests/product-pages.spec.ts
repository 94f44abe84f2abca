import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { axe } from "./axe.ts";
import { networkQuiet, watchRequests } from "./network-quiet.ts";
import { expect, test } from "./no-console-errors.ts";
import { quoteCampingVisit, quoteDrawer, quoteWhen } from "./quote-flow.ts";

type Language = "es" | "en";
const WEB = join(import.meta.dirname, "../../apps/web");

/** The five product sections of the route table (001 §2), with their pages' slugs. */
const SECTIONS = {
  earth: [
    "camping",
    "cabins",
    "rv-park",
    "live-music",
    "horseback-riding",
    "atv-track",
    "sport-areas",
    "flag-viewpoint",
    "echo-viewpoint",
    "farm",
  ],
  water: [
    "wave-adventure",
    "interactive-fountain",
    "pirate-fountain",
    "diving-board-pool",
    "super-water-slide",
    "pedal-boats",
    "waterfalls-pool",
    "lake",
  ],
  air: ["canopy-tour", "zip-lines", "suspension-bridges", "safety"],
  lodging: ["camping", "basic-cabins", "lake-village", "superior-cabins", "indian-village"],
  services: ["restaurant", "grocery-store", "atv-rentals"],
} as const;

const PAGES = Object.entries(SECTIONS).flatMap(([section, slugs]) =>
  slugs.map((slug) => ({ section, slug, path: `/product-${section}/${slug}` })),
);

// The page titles, as the site's locale files have them (route title = page heading).
const LOCALES: Record<Language, unknown> = {
  es: JSON.parse(readFileSync(join(WEB, "src/shared/i18n/locales/es.json"), "utf8")),
  en: JSON.parse(readFileSync(join(WEB, "src/shared/i18n/locales/en.json"), "utf8")),
};
const ROUTE_IDS: Record<string, Record<string, string>> = {
  lodging: {
    camping: "lodging.camping",
    "basic-cabins": "lodging.cabins.ecotouristic",
    "lake-village": "lodging.cabins.lake",
    "superior-cabins": "lodging.cabins.superior",
    "indian-village": "lodging.indian-village",
  },
  services: {
    restaurant: "services.restaurant",
    "grocery-store": "services.grocery",
    "atv-rentals": "services.atv-rentals",
  },
};

function titleOf(section: string, slug: string, language: Language): string {
  const id = ROUTE_IDS[section]?.[slug] ?? `product.${section}.${slug}`;
  let node: unknown = (LOCALES[language] as { pages: unknown }).pages;
  for (const part of id.split(".")) node = (node as Record<string, unknown>)[part];
  return String(node);
}

/** The page's first paragraph, read from its content file (content/<section>/<slug>.<language>.json). */
function leadOf(section: string, slug: string, language: Language): string {
  const file = join(WEB, `src/features/product-pages/content/${section}/${slug}.${language}.json`);
  const { lead } = JSON.parse(readFileSync(file, "utf8")) as { lead?: string };
  if (!lead) throw new Error(`no lead in ${file}`);
  return lead;
}

function pictureCount(section: string, slug: string): number {
  const manifest = join(WEB, `public/pictures/${section}-${slug}/manifest.json`);
  return (JSON.parse(readFileSync(manifest, "utf8")) as { pictures: unknown[] }).pictures.length;
}

/** Opens a page and waits for it to be hydrated (the layout's page-view event), as a visitor's click needs. */
async function open(page: Page, path: string, language: Language = "es") {
  watchRequests(page);
  await page.goto(language === "en" ? `/en${path}` : path);
  await page.waitForFunction(() =>
    (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === "page_view"),
  );
  // The page's texts and pictures list are chunks of their own: the page part holding them hydrates once in.
  await networkQuiet(page);
}

// A test per section and language, so that the browser workers share the 30 pages instead of two of them
// reading them all one after another at the end of the run.
for (const language of ["es", "en"] as const) {
  for (const shown of Object.keys(SECTIONS)) {
    test(`every ${shown} page in ${language}: heading, texts, pictures, axe clean`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const { section, slug, path } of PAGES.filter((p) => p.section === shown)) {
        const title = titleOf(section, slug, language);
        await open(page, path, language);
        await expect(page.getByRole("heading", { level: 1, name: title }), path).toBeVisible();
        await expect(page.getByText(leadOf(section, slug, language), { exact: true }), path).toBeVisible();
        await expect.poll(() => page.title(), { message: path }).toContain(title);
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);

        const count = pictureCount(section, slug);
        const thumbnails = page.getByRole("button", {
          name: language === "es" ? /^Ver foto \d+ de \d+:/ : /^Open picture \d+ of \d+:/,
        });
        await expect(thumbnails, path).toHaveCount(Math.min(count, 5));
        // The main picture is loaded and every picture reserves its space (no layout shift).
        const first = page.locator("main img").first();
        await expect
          .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: path })
          .toBeGreaterThan(0);
        for (const img of await page.locator("main img").all()) {
          await expect(img).toHaveAttribute("width", /\d+/);
          await expect(img).toHaveAttribute("height", /\d+/);
        }
        const results = await axe(page).analyze();
        expect(
          results.violations.map(
            (v) => `${path}: ${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
          path,
        ).toEqual([]);
      }
    });
  }
}

test("the prerendered HTML already holds the page's Spanish text and pictures", async ({ request }) => {
  const html = await (await request.get("/product-lodging/lake-village")).text();
  expect(html).toContain(leadOf("lodging", "lake-village", "es"));
  expect(html).toContain("/pictures/lodging-lake-village/01.svg");
});

test("the gallery opens a slideshow that loops by keyboard, keeps focus inside and closes with Escape", async ({
  page,
}) => {
  await open(page, "/product-lodging/lake-village");
  const opener = page.getByRole("button", { name: /^Ver foto 1 de 15:/ });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Galería de Villas del lago" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 / 15")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("2 / 15")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText("15 / 15")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("1 / 15")).toBeVisible();
  // The current picture fades in over 500 ms; only it is exposed.
  const current = dialog.getByRole("img", { name: "Villas a la orilla del lago de día" });
  await expect(current).toBeVisible();
  const slide = dialog.locator("figure").first();
  expect(await slide.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0.5s");
  const results = await axe(page).include("dialog").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the slideshow moves with a swipe", async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await open(page, "/product-lodging/indian-village");
  await page.getByRole("button", { name: /^Ver foto 1 de 5:/ }).click();
  const dialog = page.getByRole("dialog", { name: "Galería de Aldea de tipis" });
  const carousel = dialog.getByRole("region", { name: "Galería de Aldea de tipis" });
  const box = await carousel.boundingBox();
  if (!box) throw new Error("carousel not laid out");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText("2 / 5")).toBeVisible();
  await context.close();
});

test("read more shows the rest of the description and hide folds it again", async ({ page }) => {
  await open(page, "/product-air/safety");
  const more = page.getByText(/Sigue siempre las indicaciones de tu guía/);
  await expect(more).toBeHidden();
  await page.getByRole("button", { name: "Leer más" }).click();
  await expect(more).toBeVisible();
  // Exact: the banner's own "Ocultar el aviso" is a button too (issue 30 item 10).
  await page.getByRole("button", { name: "Ocultar", exact: true }).click();
  await expect(more).toBeHidden();
});

test("each section path opens its first page", async ({ page }) => {
  for (const [section, slugs] of Object.entries(SECTIONS)) {
    await open(page, `/product-${section}`);
    await expect(page).toHaveURL(new RegExp(`/product-${section}/${slugs[0]}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: titleOf(section, slugs[0], "es") }),
    ).toBeVisible();
  }
});

test("the side menu and the section switcher move between pages", async ({ page }) => {
  await open(page, "/product-earth/camping");
  const menu = page.getByRole("navigation", { name: "Más en Tierra" });
  await expect(menu.getByRole("link", { name: /Pista de cuatrimotos/ })).toContainText("200 por persona");
  await menu.getByRole("link", { name: /Granja/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Granja" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Secciones del parque" })
    .getByRole("link", { name: "Aire" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Canopy tour" })).toBeVisible();
});

test("a canopy page's add-to-quote opens the visit drawer", async ({ page }) => {
  await open(page, "/product-air/canopy-tour");
  await page.getByRole("button", { name: "Agregar canopy a mi cotización" }).click();
  await expect(page.getByRole("dialog", { name: "Cotiza tu visita" })).toBeVisible();
});

test("between 768 and 1329 px the add-to-quote opens the visit drawer, the header's Cotizar the mobile drawer", async ({
  browser,
}) => {
  // 000 §2 and 001 §2: the visit drawer from 1330 px, but from a product page's add-to-quote wider than 767 px.
  const context = await browser.newContext({ viewport: { width: 768, height: 900 } });
  const page = await context.newPage();
  await open(page, "/product-air/canopy-tour");
  await page.getByRole("button", { name: "Agregar canopy a mi cotización" }).click();
  await expect(quoteDrawer(page, "es")).toHaveAttribute("data-layout", "visit");
  await page.keyboard.press("Escape");
  await expect(quoteDrawer(page, "es")).toBeHidden();
  await page.getByRole("banner").getByRole("button", { name: "Cotizar" }).click();
  await expect(quoteDrawer(page, "es")).toHaveAttribute("data-layout", "mobile");
  await context.close();
});

test("with a visit quoted, each add-to-quote books one more canopy pass on it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, "/");
  // Dates of its own: other specs book activities on the same server in February 2027.
  const id = await quoteCampingVisit(page, {
    language: "es",
    arrivalDate: "2027-03-09",
    departureDate: "2027-03-10",
    monthsAhead: 4,
  });
  await page.keyboard.press("Escape");
  await expect(quoteDrawer(page, "es")).toBeHidden();
  await open(page, "/product-air/zip-lines");
  const add = page.getByRole("button", { name: "Agregar canopy a mi cotización" });
  await add.click();
  await expect(quoteDrawer(page, "es")).toBeVisible();
  const one = await quoteWhen(
    page,
    id,
    (quote) => (quote as { products?: { canopyPasses?: number } }).products?.canopyPasses === 1,
  );
  expect(one.visit).toMatchObject({ arrivalDate: "2027-03-09" });
  await page.keyboard.press("Escape");
  await add.click();
  await quoteWhen(
    page,
    id,
    (quote) => (quote as { products?: { canopyPasses?: number } }).products?.canopyPasses === 2,
  );
});

test("on a phone the canopy add-to-quote opens the mobile drawer", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await open(page, "/product-air/suspension-bridges");
  await page.getByRole("button", { name: "Agregar canopy a mi cotización" }).click();
  await expect(page.getByRole("dialog", { name: "Cotiza tu visita" })).toHaveAttribute(
    "data-layout",
    "mobile",
  );
  await context.close();
});

test("the ATV track links to the ATV rentals and the echo viewpoint to horseback riding", async ({
  page,
}) => {
  await open(page, "/product-earth/atv-track");
  await page.getByRole("link", { name: "Renta una cuatrimoto para la pista" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Renta de cuatrimotos" })).toBeVisible();
  await open(page, "/product-earth/echo-viewpoint");
  await page.getByRole("link", { name: "Llega al mirador en un paseo a caballo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paseos a caballo" })).toBeVisible();
});

test("the restaurant's menu opens as a PDF in a new tab with a timestamp", async ({ page, context }) => {
  await open(page, "/product-services/restaurant");
  // The new tab's own request, not its address: a headless browser without a PDF viewer saves the file
  // instead of showing it, and its tab then keeps no address.
  const [tab, menu] = await Promise.all([
    context.waitForEvent("page"),
    context.waitForEvent("request", (request) => request.url().includes("/menu/")),
    page.getByRole("button", { name: /Ver el menú \(PDF\)/ }).click(),
  ]);
  expect(menu.frame().page()).toBe(tab);
  expect(menu.url()).toMatch(/\/menu\/restaurant-menu\.pdf\?t=\d+$/);
  const response = await page.request.get(new URL(menu.url()).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
});

test("the interactive fountain plays, splashes on a click and can be paused", async ({ page }) => {
  await open(page, "/product-water/interactive-fountain");
  const jet = page.locator("figure svg rect").nth(1);
  await expect
    .poll(() => jet.evaluate((element) => getComputedStyle(element).animationPlayState))
    .toBe("running");
  await page.getByRole("button", { name: "Salpicar" }).click();
  await page.getByRole("button", { name: "Pausar animación" }).click();
  await expect
    .poll(() => jet.evaluate((element) => getComputedStyle(element).animationPlayState))
    .toBe("paused");
  await expect(page.getByRole("button", { name: "Reproducir animación" })).toBeVisible();
});

test("the horseback page's add-to-cart starts a visit when there is none", async ({ page }) => {
  await open(page, "/product-earth/horseback-riding");
  await page.getByRole("button", { name: "Agregar paseo a caballo al carrito" }).click();
  await expect(page.getByRole("dialog", { name: "Cotiza tu visita" })).toBeVisible();
});
