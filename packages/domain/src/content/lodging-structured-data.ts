import { type LodgingKind, PERSONS_PER_UNIT } from "../constants.ts";
import { PARK_CONTACT_POINTS, PARK_NAME, PARK_POSTAL_ADDRESS } from "../contact/park-contact-points.ts";
import type { IsoDate } from "../dates.ts";

/** What a lodging page offers: a kind of unit, or camping (a place for a tent, paid per person). */
export type LodgingOffer = LodgingKind | "CAMPING";

/** How long ahead the offers look: the year of dates the price calendar shows from today. */
export const LODGING_OFFER_DAYS = 365;

/** A lodging page's offer in the page's language, with the price of each sellable night ahead, in pesos. */
export interface LodgingOfferFacts {
  offer: LodgingOffer;
  /** The unit's name ("Cabaña básica"). */
  name: string;
  /** What the price is for ("Por cabaña por noche; la admisión al parque se paga aparte"). */
  priceNote: string;
  /** The page's own address. */
  url: string;
  nights: readonly { date: IsoDate; price: number }[];
}

/** Who one unit sleeps (a tipi or cabin up to six); camping is paid per person, so its offer is for one. */
function occupancy(offer: LodgingOffer) {
  const maxValue = offer === "CAMPING" ? 1 : PERSONS_PER_UNIT;
  return { "@type": "QuantitativeValue", minValue: 1, maxValue };
}

/**
 * A lodging page as search engines read a place to stay (schema.org; Google's local business data): the
 * park as a campground (a LodgingBusiness) with its required name and address, where it is and its phone,
 * making an aggregate offer of the unit from the live price catalog: the lowest and highest night price
 * ahead in pesos (Google's AggregateOffer requires lowPrice and priceCurrency), over how many nights, from
 * when to when. Undefined when no night ahead is sold: no offer is better than an untrue one.
 */
export function lodgingStructuredData(facts: LodgingOfferFacts): Record<string, unknown> | undefined {
  const { nights } = facts;
  const first = nights[0];
  const last = nights.at(-1);
  if (!first || !last) return undefined;
  const prices = nights.map((night) => night.price);
  const { coordinates } = PARK_CONTACT_POINTS;
  return {
    "@context": "https://schema.org",
    "@type": "Campground",
    name: PARK_NAME,
    url: facts.url,
    telephone: PARK_CONTACT_POINTS.phoneHref,
    address: PARK_POSTAL_ADDRESS,
    geo: { "@type": "GeoCoordinates", latitude: coordinates.latitude, longitude: coordinates.longitude },
    makesOffer: {
      "@type": "AggregateOffer",
      priceCurrency: "MXN",
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: nights.length,
      availabilityStarts: first.date,
      availabilityEnds: last.date,
      description: facts.priceNote,
      url: facts.url,
      itemOffered: {
        "@type": facts.offer === "CAMPING" ? "CampingPitch" : "Accommodation",
        name: facts.name,
        occupancy: occupancy(facts.offer),
      },
    },
  };
}
