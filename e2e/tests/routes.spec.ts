import { expect, test } from "./no-console-errors.ts";

// Every route of the spec's route table (001 §2) plus the commerce routes, with a title of its own.
const ROUTES = [
  "/",
  "/product-earth/camping",
  "/product-earth/cabins",
  "/product-earth/rv-park",
  "/product-earth/live-music",
  "/product-earth/horseback-riding",
  "/product-earth/atv-track",
  "/product-earth/sport-areas",
  "/product-earth/flag-viewpoint",
  "/product-earth/echo-viewpoint",
  "/product-earth/farm",
  "/product-water/wave-adventure",
  "/product-water/interactive-fountain",
  "/product-water/pirate-fountain",
  "/product-water/diving-board-pool",
  "/product-water/super-water-slide",
  "/product-water/pedal-boats",
  "/product-water/waterfalls-pool",
  "/product-water/lake",
  "/product-air/canopy-tour",
  "/product-air/zip-lines",
  "/product-air/suspension-bridges",
  "/product-air/safety",
  "/product-lodging/camping",
  "/product-lodging/basic-cabins",
  "/product-lodging/lake-village",
  "/product-lodging/superior-cabins",
  "/product-lodging/indian-village",
  "/product-services/restaurant",
  "/product-services/grocery-store",
  "/product-services/atv-rentals",
  "/prices",
  "/events",
  "/faq",
  "/terms",
  "/privacy-notice",
  "/contact",
  "/directions",
  "/careers",
  "/careers/job-details/1",
  "/careers/job-details/1/apply",
];

test("every route of the table answers with its own page title", async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Set<string>();
  for (const path of ROUTES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("main"), path).toBeVisible();
    await expect.poll(() => page.title(), { message: path }).not.toBe("");
    titles.add(await page.title());
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
  expect(titles.size).toBeGreaterThan(ROUTES.length - 5);
});

test("the payment page opened without a quote sends the visitor to the home page", async ({ page }) => {
  // It answers 200 like every route, then finds no quote on the device and leaves (000 §3), once its code has
  // loaded and run: on a loaded machine that took 8.6 s, so it gets the hydration wait of the other specs.
  const response = await page.goto("/checkout/contact-payment");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.locator("main")).toBeVisible();
});

test("the cart opened without a quote sends the visitor home before fetching the cart's code", async ({
  page,
}) => {
  const modules: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/") && request.url().endsWith(".js")) modules.push(request.url());
  });
  // The cart's head script leaves at once (000 §2); the language asked for goes along, to the English home.
  await page.goto("/cart?lang=en");
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(modules.filter((url) => /\/cart-[\w-]+\.js$/.test(url))).toEqual([]);
});

test.describe("before their code runs", () => {
  // What the server sends is what a phone paints while the modules and the visitor's quote load.
  test.use({ javaScriptEnabled: false });

  test("the cart paints its header, title and loading state from the HTML", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByRole("banner").getByRole("link", { name: "Precios" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Carrito de compras" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Cargando tu carrito…" })).toBeVisible();
  });

  test("the payment page paints its title and the terms notice from the HTML", async ({ page }) => {
    await page.goto("/checkout/contact-payment");
    await expect(page.getByRole("heading", { level: 1, name: "Contacto y pago" })).toBeVisible();
    await expect(page.getByText("Al completar la compra aceptas nuestros")).toBeVisible();
    await expect(page.getByRole("link", { name: /términos y condiciones/ })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(page.getByRole("status").filter({ hasText: "Cargando tu compra…" })).toBeVisible();
  });
});

test.describe("what a crawler that runs no JavaScript reads", () => {
  test.use({ javaScriptEnabled: false });

  const structuredData = async (page: import("@playwright/test").Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string | string[] },
    );

  test("the park, the FAQ and a product page's breadcrumbs as schema.org data in the HTML", async ({
    page,
  }) => {
    await page.goto("/");
    expect((await structuredData(page)).map((data) => data["@type"])).toEqual([
      ["TouristAttraction", "Campground"],
    ]);
    await page.goto("/faq");
    expect((await structuredData(page)).map((data) => data["@type"])).toEqual(["FAQPage"]);
    await page.goto("/product-air/zip-lines");
    expect((await structuredData(page)).map((data) => data["@type"])).toEqual(["BreadcrumbList"]);
  });
});

test("section paths redirect to their first page and unknown paths to the home page", async ({ page }) => {
  await page.goto("/product-water");
  await expect(page).toHaveURL(/\/product-water\/wave-adventure$/);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
});

test("the server itself answers a section path and an unknown one with a redirect, never with 200", async ({
  request,
}) => {
  const section = await request.get("/product-water?utm_source=whatsapp", { maxRedirects: 0 });
  expect(section.status()).toBe(302);
  expect(section.headers().location).toBe("/product-water/wave-adventure?utm_source=whatsapp");
  const english = await request.get("/en/product-water", { maxRedirects: 0 });
  expect(english.status()).toBe(302);
  expect(english.headers().location).toBe("/en/product-water/wave-adventure");
  const unknown = await request.get("/no/such/page", { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe("/");
  expect((await request.get("/order/ABCDEFGHJK", { maxRedirects: 0 })).status()).toBe(200);
});

test("unknown API paths answer JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-such-call");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: "not_found" });
});
