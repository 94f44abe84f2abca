import { describe, expect, it } from "vitest";
import { lodgingStructuredData } from "../../src/content/lodging-structured-data.ts";

const cabins = {
  offer: "CABIN" as const,
  name: "Cabaña básica",
  priceNote: "Por cabaña por noche",
  url: "https://www.ensenadapark.com/product-lodging/basic-cabins",
  nights: [
    { date: "2026-12-04", price: 2000 },
    { date: "2026-12-05", price: 2400 },
    { date: "2026-12-07", price: 1800 },
  ],
};

describe("a lodging page's offer as search engines read it (schema.org LodgingBusiness, AggregateOffer)", () => {
  it("is the park as a campground with the local business's required name and address", () => {
    expect(lodgingStructuredData(cabins)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Campground",
      name: "Ensenada Park",
      url: cabins.url,
      address: { "@type": "PostalAddress", addressLocality: "Ensenada", addressCountry: "MX" },
      geo: { "@type": "GeoCoordinates" },
      telephone: "+526461234567",
    });
  });

  it("offers the unit from the lowest to the highest night price ahead, in pesos, over the nights sold", () => {
    expect(lodgingStructuredData(cabins)?.makesOffer).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "MXN",
      lowPrice: 1800,
      highPrice: 2400,
      offerCount: 3,
      availabilityStarts: "2026-12-04",
      availabilityEnds: "2026-12-07",
      description: "Por cabaña por noche",
      url: cabins.url,
      itemOffered: {
        "@type": "Accommodation",
        name: "Cabaña básica",
        occupancy: { "@type": "QuantitativeValue", minValue: 1, maxValue: 6 },
      },
    });
  });

  it("offers camping as a pitch for one person, since it is paid per person", () => {
    const camping = lodgingStructuredData({ ...cabins, offer: "CAMPING", name: "Camping" });
    expect(camping?.makesOffer).toMatchObject({
      itemOffered: {
        "@type": "CampingPitch",
        occupancy: { minValue: 1, maxValue: 1 },
      },
    });
  });

  it("offers nothing when no night ahead is sold", () => {
    expect(lodgingStructuredData({ ...cabins, nights: [] })).toBeUndefined();
  });
});
