import type { Language } from "@park/domain/constants.ts";
import {
  LODGING_OFFER_DAYS,
  type LodgingOffer,
  lodgingStructuredData,
} from "@park/domain/content/lodging-structured-data.ts";
import { addDays, type Clock, parkDate } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { Catalog, CatalogSnapshot } from "../modules/catalog/snapshot/catalog-snapshot.ts";
import { textsOf } from "../texts/texts.ts";
import type { LiveStructuredData } from "./live-structured-data.ts";

/** Each lodging page (site-pages.ts, section product-lodging) and the tariff column its night is priced by. */
type NightPrice = "campingPassPrice" | "cabinPrice" | "lakeVillagePrice" | "superiorCabinPrice" | "tipiPrice";
const LODGING_PAGES: Readonly<Record<string, { offer: LodgingOffer; price: NightPrice }>> = {
  camping: { offer: "CAMPING", price: "campingPassPrice" },
  "basic-cabins": { offer: "CABIN", price: "cabinPrice" },
  "lake-village": { offer: "LAKE_VILLAGE", price: "lakeVillagePrice" },
  "superior-cabins": { offer: "SUPERIOR_CABIN", price: "superiorCabinPrice" },
  "indian-village": { offer: "TIPI", price: "tipiPrice" },
};

const LODGING_ADDRESS = /^(\/en)?\/product-lodging\/([a-z-]+)\/?$/;

/** The lodging page at this path, in the language of its address, if it is one. */
export function lodgingPageOf(path: string): { slug: string; language: Language } | undefined {
  const match = LODGING_ADDRESS.exec(path);
  const slug = match?.[2];
  if (!slug || !Object.hasOwn(LODGING_PAGES, slug)) return undefined;
  return { slug, language: match[1] ? "en" : "es" };
}

function offerData(catalog: Catalog, slug: string, language: Language, today: string, origin: string) {
  const page = LODGING_PAGES[slug];
  if (!page) return undefined;
  const texts = textsOf(language);
  const nights = catalog.pricedBetween(today, addDays(today, LODGING_OFFER_DAYS - 1)).map((record) => ({
    date: record.date,
    price: centavosToPesos(record[page.price]),
  }));
  return lodgingStructuredData({
    offer: page.offer,
    name: page.offer === "CAMPING" ? texts.stayType.CAMPING_PASS : texts.stayType[page.offer],
    priceNote: texts.lodgingOffer[page.offer],
    url: `${origin}${language === "en" ? "/en" : ""}/product-lodging/${slug}`,
    nights,
  });
}

/**
 * The lodging pages' offers from the live price catalog (issue 34 item 2): the nights the park sells from
 * its today, a year ahead, as the cart prices them. Kept per catalog copy and day.
 */
export function lodgingStructuredDataSource(deps: {
  catalog: CatalogSnapshot;
  clock: Clock;
}): LiveStructuredData {
  return async (path, origin) => {
    const page = lodgingPageOf(path);
    if (!page) return [];
    const catalog = await deps.catalog.current();
    const today = parkDate(deps.clock());
    const data = catalog.memo(`lodging-offer:${page.slug}:${page.language}:${today}:${origin}`, () =>
      offerData(catalog, page.slug, page.language, today, origin),
    );
    return data ? [data] : [];
  };
}
