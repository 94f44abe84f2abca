import { and, eq, gte, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPosts } from "../src/db/schema/job-posts.ts";
import { noPriceDates, priceCalendar } from "../src/db/schema/prices.ts";
import { SERVER_ROUTES_FILE } from "../src/web/server-routes.ts";
import { buildWebBuildApp, type WebBuildApp } from "./helpers/web-build-app.ts";

const ORIGIN = "https://www.example.com";

// The SPA fallback's head as the web build writes it: the root's title and description, a head script,
// the stylesheet.
const FALLBACK =
  '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"/><title>Ensenada Park</title>' +
  '<meta name="description" content="Campamento"/><script>var headScript=1</script>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Cargando…</main></body></html>';

const LODGING_PAGE = (language: string) =>
  `<!DOCTYPE html><html lang="${language}"><head><title>Cabañas</title>` +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Cabañas</h1></body></html>';

const EVENTS_PAGE = (language: string) =>
  `<!DOCTYPE html><html lang="${language}"><head><title>Eventos</title>` +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Eventos</h1></body></html>';

let t: WebBuildApp;
let id: number;

beforeAll(async () => {
  t = await buildWebBuildApp({
    "__spa-fallback.html": FALLBACK,
    "index.html": "<!DOCTYPE html><html><body>home</body></html>",
    "events/index.html": EVENTS_PAGE("es"),
    "en/events/index.html": EVENTS_PAGE("en"),
    "product-lodging/basic-cabins/index.html": LODGING_PAGE("es"),
    "en/product-lodging/indian-village/index.html": LODGING_PAGE("en"),
    "product-lodging/camping/index.html": LODGING_PAGE("es"),
    "prices/index.html": LODGING_PAGE("es"),
    "sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n<url><loc>${ORIGIN}/careers</loc></url>\n</urlset>\n`,
    [SERVER_ROUTES_FILE]: JSON.stringify({
      origin: ORIGIN,
      pages: ["/", "/careers", "/careers/job-details/:id", "/en/careers/job-details/:id"],
      redirects: {},
    }),
  });
  const [row] = await t.db.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.titleId, "COOK"));
  if (!row) throw new Error("no COOK vacancy seeded");
  id = row.id;
  await t.db
    .update(jobPosts)
    .set({
      detailsEs: "Preparar los alimentos </script><b>del</b> restaurante.\n\nUn año de experiencia.",
      detailsEn: "Cook for the restaurant.",
      postedAt: new Date("2026-11-02T16:00:00Z"),
    })
    .where(eq(jobPosts.id, id));
});
afterAll(() => t.close());

function postingOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json" data-live>(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("no job posting in the page");
  return JSON.parse(json) as Record<string, unknown>;
}

describe("a vacancy's page in the HTML the server sends (issue 34 item 3)", () => {
  it("is titled, described, canonical and linked to its English address, with its job posting", async () => {
    const response = await t.app.inject(`/careers/job-details/${id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(html).toContain("<title>Cocinero(a) | Ensenada Park</title>");
    expect(html).toContain(
      '<meta name="description" content="Preparar los alimentos &lt;/script&gt;&lt;b&gt;del&lt;/b&gt; restaurante."/>',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/careers/job-details/${id}"/>`);
    expect(html).toContain(`hreflang="en" href="${ORIGIN}/en/careers/job-details/${id}"`);
    expect(html).toContain(`hreflang="x-default" href="${ORIGIN}/careers/job-details/${id}"`);
    // The app's own head comes first, untouched: hydration meets what it renders.
    expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf('rel="canonical"'));
    expect(postingOf(html)).toMatchObject({
      "@type": "JobPosting",
      title: "Cocinero(a)",
      datePosted: "2026-11-02",
      employmentType: ["FULL_TIME", "PART_TIME", "TEMPORARY"],
      hiringOrganization: { name: "Ensenada Park" },
      url: `${ORIGIN}/careers/job-details/${id}`,
    });
    // A vacancy's text cannot end the structured data's script element.
    expect(html.match(/<\/script>/g)?.length).toBe(2);
  });

  it("is English at its English address", async () => {
    const html = (await t.app.inject(`/en/careers/job-details/${id}`)).body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("<title>Cook | Ensenada Park</title>");
    expect(html).toContain('<meta name="description" content="Cook for the restaurant."/>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en/careers/job-details/${id}"/>`);
    expect(html).toContain('property="og:locale" content="en_US"');
    expect(postingOf(html)).toMatchObject({ title: "Cook", description: "<p>Cook for the restaurant.</p>" });
  });

  it("follows the vacancy: an edit shows at once, and a closed one is the app's page again", async () => {
    await t.db.update(jobPosts).set({ titleEs: "Cocinero(a) de planta" }).where(eq(jobPosts.id, id));
    expect((await t.app.inject(`/careers/job-details/${id}`)).body).toContain(
      "<title>Cocinero(a) de planta | Ensenada Park</title>",
    );
    await t.db.update(jobPosts).set({ closedAt: new Date() }).where(eq(jobPosts.id, id));
    const closed = await t.app.inject(`/careers/job-details/${id}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toBe(FALLBACK);
    await t.db.update(jobPosts).set({ closedAt: null, titleEs: "Cocinero(a)" }).where(eq(jobPosts.id, id));
  });

  it("ends its posting with the vacancy's last day, when staff set one, and leaves the site after it", async () => {
    await t.db.update(jobPosts).set({ openUntil: "2026-12-31" }).where(eq(jobPosts.id, id));
    try {
      expect(postingOf((await t.app.inject(`/careers/job-details/${id}`)).body)).toMatchObject({
        validThrough: "2026-12-31T23:59:00-08:00",
      });
      // The test clock's park date is 22 November 2026: a last day before it has closed the vacancy.
      await t.db.update(jobPosts).set({ openUntil: "2026-11-21" }).where(eq(jobPosts.id, id));
      expect((await t.app.inject(`/careers/job-details/${id}`)).body).toBe(FALLBACK);
      expect((await t.app.inject("/sitemap.xml")).body).not.toContain(`/careers/job-details/${id}<`);
    } finally {
      await t.db.update(jobPosts).set({ openUntil: null }).where(eq(jobPosts.id, id));
    }
  });

  it("is in the sitemap at both its addresses while it is open", async () => {
    const sitemap = (await t.app.inject("/sitemap.xml")).body;
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/careers</loc></url>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/careers/job-details/${id}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/careers/job-details/${id}</loc>`);
    expect(sitemap.trimEnd().endsWith("</urlset>")).toBe(true);
    await t.db.update(jobPosts).set({ closedAt: new Date() }).where(eq(jobPosts.id, id));
    expect((await t.app.inject("/sitemap.xml")).body).not.toContain(`/careers/job-details/${id}<`);
    await t.db.update(jobPosts).set({ closedAt: null }).where(eq(jobPosts.id, id));
  });
});

describe("the events page in the HTML the server sends (issue 34 item 2)", () => {
  // One script element per event.
  function eventsOf(html: string): Record<string, unknown>[] {
    const scripts = [...html.matchAll(/<script type="application\/ld\+json" data-live>(.*?)<\/script>/g)];
    if (scripts.length === 0) throw new Error("no events in the page");
    return scripts.map((script) => JSON.parse(script[1] ?? "") as Record<string, unknown>);
  }

  it("carries the upcoming events as schema.org Events, after the app's own head", async () => {
    const html = (await t.app.inject("/events")).body;
    expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf("application/ld+json"));
    const events = eventsOf(html);
    expect(events.map((event) => [event.name, event.startDate])).toEqual([
      ["Noche de música en vivo junto al lago", "2026-12-12T20:00:00-08:00"],
      ["Torneo familiar de pesca", "2027-01-02T08:00:00-08:00"],
      ["Canopy nocturno bajo las estrellas", "2027-01-23T19:30:00-08:00"],
    ]);
    expect(events[0]).toMatchObject({
      "@type": "Event",
      location: { "@type": "Place", name: "Ensenada Park" },
      organizer: { url: `${ORIGIN}/` },
    });
  });

  it("names them in English on the English page", async () => {
    const events = eventsOf((await t.app.inject("/en/events")).body);
    expect(events[0]).toMatchObject({
      name: "Live music night by the lake",
      organizer: { url: `${ORIGIN}/en` },
    });
  });
});

describe("the lodging pages in the HTML the server sends (issue 34 item 2)", () => {
  // The pinned clock's park date, and the last of the year of nights the offers look at.
  const TODAY = "2026-11-22";
  const LAST = "2027-11-21";

  function offerOf(html: string): Record<string, unknown> {
    const json = /<script type="application\/ld\+json" data-live>(.*?)<\/script>/.exec(html)?.[1];
    if (!json) throw new Error("no lodging offer in the page");
    return JSON.parse(json) as Record<string, unknown>;
  }

  /** The night prices in pesos of a tariff column over the year ahead, read from the tables themselves. */
  async function nightPrices(column: "cabinPrice" | "tipiPrice" | "campingPassPrice"): Promise<number[]> {
    const closed = new Set((await t.db.select().from(noPriceDates)).map((row) => row.date));
    const rows = await t.db
      .select()
      .from(priceCalendar)
      .where(and(gte(priceCalendar.date, TODAY), lte(priceCalendar.date, LAST)));
    return rows.filter((row) => !closed.has(row.date)).map((row) => row[column] / 100);
  }

  it("offers the cabins at the lowest and highest night price of the live catalog, after the app's head", async () => {
    const html = (await t.app.inject("/product-lodging/basic-cabins")).body;
    expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf("application/ld+json"));
    const prices = await nightPrices("cabinPrice");
    expect(prices.length).toBeGreaterThan(0);
    expect(offerOf(html)).toMatchObject({
      "@type": "Campground",
      name: "Ensenada Park",
      address: { "@type": "PostalAddress", addressCountry: "MX" },
      url: `${ORIGIN}/product-lodging/basic-cabins`,
      makesOffer: {
        "@type": "AggregateOffer",
        priceCurrency: "MXN",
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: prices.length,
        itemOffered: { "@type": "Accommodation", name: "Cabaña básica" },
      },
    });
  });

  it("follows an office price change, and leaves out the nights beyond a year", async () => {
    const [row] = await t.db.select().from(priceCalendar).where(eq(priceCalendar.date, "2026-12-05"));
    if (!row) throw new Error("the seed has no price on 2026-12-05");
    try {
      await t.db.update(priceCalendar).set({ cabinPrice: 10_000 }).where(eq(priceCalendar.date, row.date));
      // A year and a day ahead, cheaper still: not among the nights offered.
      await t.db.insert(priceCalendar).values({ ...row, date: "2027-11-22", cabinPrice: 100 });
      t.app.catalog.invalidate();
      const offer = offerOf((await t.app.inject("/product-lodging/basic-cabins")).body);
      expect(offer.makesOffer).toMatchObject({ lowPrice: 100 });
    } finally {
      await t.db.delete(priceCalendar).where(eq(priceCalendar.date, "2027-11-22"));
      await t.db
        .update(priceCalendar)
        .set({ cabinPrice: row.cabinPrice })
        .where(eq(priceCalendar.date, row.date));
      t.app.catalog.invalidate();
    }
  });

  it("says it in English on an English page, tipis by the tipi and camping by the person", async () => {
    const tipis = offerOf((await t.app.inject("/en/product-lodging/indian-village")).body);
    const tipiPrices = await nightPrices("tipiPrice");
    expect(tipis).toMatchObject({
      url: `${ORIGIN}/en/product-lodging/indian-village`,
      makesOffer: {
        lowPrice: Math.min(...tipiPrices),
        description: "Per tepee per night; park admission is paid separately, per person",
        itemOffered: { name: "Tepee" },
      },
    });
    const camping = offerOf((await t.app.inject("/product-lodging/camping")).body);
    expect(camping.makesOffer).toMatchObject({
      lowPrice: Math.min(...(await nightPrices("campingPassPrice"))),
      itemOffered: { "@type": "CampingPitch", name: "Campamento" },
    });
  });

  it("leaves every other page as the build wrote it", async () => {
    expect((await t.app.inject("/prices")).body).toBe(LODGING_PAGE("es"));
  });
});
