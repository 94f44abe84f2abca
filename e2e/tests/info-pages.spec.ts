import type { Page } from "@playwright/test";
import { axe } from "./axe.ts";
import { networkQuiet } from "./network-quiet.ts";
import { expect, test } from "./no-console-errors.ts";

/** The information pages of issue 11 built here, with their Spanish and English titles and headings. */
const PAGES = [
  {
    path: "/",
    es: ["Ensenada Park | ", "Campamento y parque acuático en Ensenada"],
    en: ["Ensenada Park | ", null],
  },
  {
    path: "/prices",
    es: ["Precios y calendario", "Precios y calendario"],
    en: ["Prices and calendar", "Prices and calendar"],
  },
  { path: "/events", es: ["Eventos", "Eventos"], en: ["Events", "Events"] },
  {
    path: "/faq",
    es: ["Preguntas frecuentes", "Preguntas frecuentes"],
    en: ["Frequently asked questions", null],
  },
  {
    path: "/terms",
    es: ["Términos y condiciones", "Términos y condiciones"],
    en: ["Terms and conditions", null],
  },
  {
    path: "/privacy-notice",
    es: ["Aviso de privacidad", "Aviso de privacidad"],
    en: ["Privacy notice", null],
  },
  { path: "/contact", es: ["Contacto", "Contacto"], en: ["Contact", "Contact"] },
  { path: "/directions", es: ["Cómo llegar", "Cómo llegar"], en: ["Directions", null] },
] as const;

/** An information page's English address (decision 0059): `/en/prices`, the homepage `/en`. */
function englishPath(path: string): string {
  return path === "/" ? "/en" : `/en${path}`;
}

/** Waits until the page came to life (the layout's page view is sent after hydration). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() =>
    (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === "page_view"),
  );
}

async function expectNoAxeViolations(page: Page, path: string): Promise<void> {
  // The banner fades in (again, in the other language): contrast is measured once it has settled.
  await networkQuiet(page);
  await page.evaluate(() => {
    (window as { parkQuietSince?: number }).parkQuietSince = undefined;
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // Settled means no animation that ends for 400 ms: on a loaded machine the banner's answer can arrive, and
  // its fade start, after a first quiet moment. The home page's welcome scene loops for good.
  await page.waitForFunction(() => {
    const state = window as { parkQuietSince?: number };
    const running = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === "running" &&
          animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    if (running || state.parkQuietSince === undefined)
      state.parkQuietSince = running ? undefined : performance.now();
    return state.parkQuietSince !== undefined && performance.now() - state.parkQuietSince >= 400;
  });
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${path}: ${v.id}: ${v.help}`)).toEqual([]);
}

function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) => entry.event ?? []),
  );
}

for (const { path, es, en } of PAGES) {
  test(`${path} in Spanish: title, heading, no axe violations`, async ({ page }) => {
    await openPage(page, path);
    await expect(page).toHaveTitle(new RegExp(es[0].replace(/[|]/g, "\\|")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es[1]);
    await expectNoAxeViolations(page, path);
  });

  test(`${englishPath(path)} in English: title, heading, no axe violations`, async ({ page }) => {
    await openPage(page, englishPath(path));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(new RegExp(en[0].replace(/[|]/g, "\\|")));
    if (en[1]) await expect(page.getByRole("heading", { level: 1 })).toHaveText(en[1]);
    await expectNoAxeViolations(page, englishPath(path));
  });

  test(`${englishPath(path)} is English in the HTML the server sends, for a crawler that runs no JavaScript`, async ({
    request,
  }) => {
    const html = await (await request.get(englishPath(path))).text();
    const origin = 'https://[^"]+';
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toMatch(new RegExp(`<title>${en[0].replace(/[|]/g, "\\|")}`));
    if (en[1]) expect(html).toMatch(new RegExp(`<h1[^>]*>${en[1]}</h1>`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${origin}${englishPath(path)}"/>`));
    expect(html).toMatch(new RegExp(`hreflang="es" href="${origin}${path}"`, "i"));
    expect(html).toMatch(new RegExp(`hreflang="x-default" href="${origin}${path}"`, "i"));
    expect(html).toContain('property="og:locale" content="en_US"');
    // Its Spanish twin names it back.
    const spanish = await (await request.get(path)).text();
    expect(spanish).toMatch(new RegExp(`hreflang="en" href="${origin}${englishPath(path)}"`, "i"));
    // An older ?lang= link of it has moved for good.
    const old = await request.get(`${path}?lang=en`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(englishPath(path));
  });
}

test("prerendered pages carry their canonical address, hreflang alternates and Open Graph tags", async ({
  request,
}) => {
  const html = await (await request.get("/faq")).text();
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/faq"/);
  expect(html).toMatch(/hrefLang="en" href="https:\/\/[^"]+\/en\/faq"/i);
  expect(html).toContain('property="og:title" content="Preguntas frecuentes | Ensenada Park"');
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/en/faq</loc>");
  expect(sitemap).not.toContain("?lang=");
  expect(sitemap).not.toContain("/cart");
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
});

test("the prices calendar opens a day's prices by keyboard and closes them with Escape", async ({ page }) => {
  await openPage(page, "/prices");
  await expect(page.getByRole("heading", { name: "Tarifas de admisión y hospedaje" })).toBeVisible();
  // The pinned clock's today (Sunday 22 November 2026) is the calendar's one tab stop.
  const today = page.locator('[data-price-day="2026-11-22"]');
  await expect(today).toHaveAttribute("tabindex", "0");
  await today.focus();
  await page.keyboard.press("ArrowRight");
  const monday = page.locator('[data-price-day="2026-11-23"]');
  await expect(monday).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const nextMonday = page.locator('[data-price-day="2026-11-30"]');
  await expect(nextMonday).toBeFocused();
  await page.keyboard.press("Enter");
  const popover = page.getByRole("dialog", { name: "lunes, 30 de noviembre de 2026" });
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(/Tarifa (negra|azul|roja|amarilla)/);
  await expect(popover).toContainText("Pase de día (por persona)");
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(nextMonday).toBeFocused();
});

test("the events page lists the upcoming events by month with their pictures", async ({ page }) => {
  await openPage(page, "/events");
  await expect(
    page.getByRole("img", {
      name: "Noche de música junto al lago: luces colgantes sobre el escenario y familias alrededor de una fogata",
    }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Diciembre de 2026" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "Noche de música en vivo junto al lago" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Enero de 2027" })).toBeVisible();
  await expect(page.getByText("sábado, 12 de diciembre · 8:00pm")).toBeVisible();
  await expect(page.locator('main img[src^="data:image/png;base64,"]')).toHaveCount(3);
  // The page keeps the schema.org Events the server's HTML carries through hydration (decision 0061).
  const rendered = JSON.parse(
    (await page.locator('script[type="application/ld+json"][data-live]').first().textContent()) ?? "{}",
  );
  expect(rendered).toMatchObject({ "@type": "Event", name: "Noche de música en vivo junto al lago" });
});

test("a crawler that runs no JavaScript reads the upcoming events on the events page, in each language", async ({
  request,
}) => {
  for (const [path, name] of [
    ["/events", "Noche de música en vivo junto al lago"],
    ["/en/events", "Live music night by the lake"],
  ] as const) {
    const html = await (await request.get(path)).text();
    const events = [...html.matchAll(/<script type="application\/ld\+json" data-live>(.*?)<\/script>/g)].map(
      (script) => JSON.parse(script[1] ?? "{}") as { "@type": string; name: string; startDate: string },
    );
    expect(events.length, path).toBeGreaterThan(0);
    expect(events[0], path).toMatchObject({
      "@type": "Event",
      name,
      startDate: expect.stringMatching(/-0[78]:00$/),
    });
  }
});

test("a lodging page offers its unit at the live catalog's night prices, to crawlers and after hydration", async ({
  page,
  request,
}) => {
  const { today } = (await (await request.get("/api/core/clock")).json()) as { today: string };
  const last = new Date(Date.parse(`${today}T12:00:00Z`) + 364 * 86_400_000).toISOString().slice(0, 10);
  const nights = (await (
    await request.get(`/api/catalog/visit-prices?startDate=${today}&endDate=${last}`)
  ).json()) as { datePrices: { cabinPrice: number } }[];
  const cabinPrices = nights.map((night) => night.datePrices.cabinPrice);
  const liveData = /<script type="application\/ld\+json" data-live>(.*?)<\/script>/;
  const html = await (await request.get("/product-lodging/basic-cabins")).text();
  const served = JSON.parse(liveData.exec(html)?.[1] ?? "{}");
  expect(served).toMatchObject({
    "@type": "Campground",
    name: "Ensenada Park",
    makesOffer: {
      "@type": "AggregateOffer",
      priceCurrency: "MXN",
      lowPrice: Math.min(...cabinPrices),
      highPrice: Math.max(...cabinPrices),
      offerCount: cabinPrices.length,
      itemOffered: { "@type": "Accommodation", name: "Cabaña básica" },
    },
  });
  const english = await (await request.get("/en/product-lodging/indian-village")).text();
  expect(JSON.parse(liveData.exec(english)?.[1] ?? "{}")).toMatchObject({
    makesOffer: { itemOffered: { name: "Tepee" } },
  });

  await openPage(page, "/product-lodging/basic-cabins");
  const kept = page.locator('script[type="application/ld+json"][data-live]');
  await expect(kept).toHaveCount(1);
  expect(JSON.parse((await kept.textContent()) ?? "{}")).toEqual(served);
});

test.describe("the contact form", () => {
  test("shows what is wrong and keeps Send disabled while the form is invalid", async ({ page }) => {
    await openPage(page, "/contact");
    const send = page.getByRole("button", { name: "Enviar" });
    await expect(send).toBeDisabled();
    await page.getByLabel("Nombre", { exact: true }).fill("   ");
    await page.getByLabel("Correo electrónico", { exact: true }).fill("ana@");
    await page.getByLabel("Mensaje", { exact: true }).focus();
    await expect(page.getByText("Este campo es requerido")).toBeVisible();
    await expect(page.getByText("El e-mail no parece ser válido")).toBeVisible();
    await expect(page.getByLabel("Correo electrónico", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(send).toBeDisabled();
  });

  test("sends a valid message, clears the form and says so", async ({ page }) => {
    await openPage(page, "/contact");
    await page.getByLabel("Nombre", { exact: true }).fill("  maría de la luz ");
    await page.getByLabel("Correo electrónico", { exact: true }).fill("maria@example.com");
    await page.getByLabel("Asunto", { exact: true }).selectOption({ label: "Reservación de cabaña" });
    await page.getByLabel("Mensaje", { exact: true }).fill("¿Tienen cabañas libres en diciembre?");
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/ecommerce/feedbacks") && r.method() === "POST",
    );
    await page.getByRole("button", { name: "Enviar" }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: "María De La Luz",
      email: "maria@example.com",
      subject: 2,
      message: "¿Tienen cabañas libres en diciembre?",
    });
    await expect(page.getByRole("status").filter({ hasText: "Recibimos tu mensaje" })).toBeVisible();
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue("");
    expect(await dataLayerEvents(page)).toContain("contact-success");
  });

  test("says so when the message cannot be sent, keeping what was typed", async ({ page, consoleErrors }) => {
    await page.route("**/api/ecommerce/feedbacks", (route) => route.abort("connectionrefused"));
    await openPage(page, "/en/contact");
    await page.getByLabel("Name", { exact: true }).fill("Ana");
    await page.getByLabel("E-mail", { exact: true }).fill("ana@example.com");
    await page.getByLabel("Subject", { exact: true }).selectOption({ label: "Complaints" });
    await page.getByLabel("Message", { exact: true }).fill("The pool was closed.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We could not send your message" })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("The pool was closed.");
    expect(await dataLayerEvents(page)).toContain("contact-error");
    // The one failed request is the refused message itself.
    const refused = consoleErrors.filter((error) =>
      /ERR_CONNECTION_REFUSED.*\/api\/ecommerce\/feedbacks/.test(error),
    );
    expect(refused).toHaveLength(1);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !refused.includes(error)),
    );
  });
});

test("the FAQ switches sections from its menu and quotes the canopy prices in force", async ({ page }) => {
  await openPage(page, "/faq");
  await expect(page.getByRole("heading", { level: 2, name: "Precios y descuentos" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Secciones de preguntas frecuentes" })
    .getByRole("button", { name: "Canopy tour" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Canopy tour" })).toBeVisible();
  await expect(page.getByText(/Precio regular: \$[\d,]+\.\d{2} MXN/)).toBeVisible();
});

test("the home page's play button opens the full player, which Escape closes", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("button", { name: "Ver video" }).click();
  const player = page.getByRole("dialog", { name: "Bienvenidos a Ensenada Park" });
  await expect(player).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(player).toBeHidden();
});
