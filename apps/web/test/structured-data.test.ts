import { beforeEach, describe, expect, it } from "vitest";
import { FAQ_CONTENT } from "../src/features/faq/content/faq-content.ts";
import { faqStructuredData } from "../src/features/faq/faq-structured-data.ts";
import { chooseLanguage } from "../src/shared/i18n/language.ts";
import { breadcrumbStructuredData, parkStructuredData } from "../src/shared/routing/structured-data.ts";
import { resetSite } from "./reset.ts";

const ORIGIN = "https://www.ensenadapark.com";

beforeEach(async () => {
  await resetSite();
});

// Each test holds the properties Google's structured-data documentation requires of its type (and the
// recommended ones the issue names), read from what the pages' `meta` puts in their HTML.
describe("the park (Google: local business)", () => {
  it("is a tourist attraction and a campground with its name, address, place, hours and phone", () => {
    const park = parkStructuredData();
    expect(park["@context"]).toBe("https://schema.org");
    expect(park["@type"]).toEqual(["TouristAttraction", "Campground"]);
    expect(park.name).toBe("Ensenada Park");
    expect(park.url).toBe(`${ORIGIN}/`);
    expect(park.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Carretera Transpeninsular Ensenada–San Quintín km 15.5",
      addressLocality: "Ensenada",
      addressRegion: "Baja California",
      postalCode: "22785",
      addressCountry: "MX",
    });
    const geo = park.geo as { latitude: number; longitude: number };
    expect(geo.latitude).toBeGreaterThan(31);
    expect(geo.latitude).toBeLessThan(32.5);
    expect(geo.longitude).toBeGreaterThan(-117);
    expect(geo.longitude).toBeLessThan(-116);
    // International form, as Google asks for a telephone.
    expect(park.telephone).toMatch(/^\+52\d{10}$/);
    const [hours] = park.openingHoursSpecification as {
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }[];
    expect(hours?.dayOfWeek).toHaveLength(7);
    expect([hours?.opens, hours?.closes]).toEqual(["07:30", "23:30"]);
  });

  it("is described in the page's language, at the page's own address", async () => {
    await chooseLanguage("en");
    expect(parkStructuredData().url).toBe(`${ORIGIN}/en`);
    expect(parkStructuredData().description).toMatch(/[Cc]ampground|park/);
  });
});

describe("a product page's breadcrumbs (Google: BreadcrumbList)", () => {
  it("list home, the section and the page, numbered from 1, each with its name and address", () => {
    expect(breadcrumbStructuredData("product.air.zip-lines")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Ensenada Park", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Aire", item: `${ORIGIN}/product-air/canopy-tour` },
        { "@type": "ListItem", position: 3, name: "Tirolesas", item: `${ORIGIN}/product-air/zip-lines` },
      ],
    });
  });

  it("are none for a page outside the sections", () => {
    expect(breadcrumbStructuredData("faq")).toBeNull();
  });
});

describe("the FAQ (Google: FAQPage)", () => {
  it("has each question with its whole answer as text, the park's phone and e-mail filled in", () => {
    const faq = faqStructuredData("es");
    expect(faq["@type"]).toBe("FAQPage");
    const questions = faq.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(questions.length).toBeGreaterThan(10);
    for (const question of questions) {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(10);
      expect(question.acceptedAnswer.text).not.toMatch(/[{}]/);
    }
    expect(questions.some((q) => q.acceptedAnswer.text.includes("info@ensenadapark.com"))).toBe(true);
  });

  it("leaves out only the answers that wait for the live canopy prices, in both languages", () => {
    for (const language of ["es", "en"] as const) {
      const all = FAQ_CONTENT[language].flatMap((section) => section.items);
      const live = all.filter((item) => item.answer.some((p) => /\{canopy/.test(p)));
      const listed = (faqStructuredData(language).mainEntity as { name: string }[]).map((q) => q.name);
      expect(live.length).toBeGreaterThan(0);
      expect(listed).toEqual(all.filter((item) => !live.includes(item)).map((item) => item.question));
    }
  });
});
