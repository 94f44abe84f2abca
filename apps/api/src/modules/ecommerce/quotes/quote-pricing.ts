import { activityLines, type PricedReservation } from "@park/domain/activities/activity-lines.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { type DateTariff, tariffFromCatalog } from "@park/domain/pricing/price-lookup.ts";
import {
  isPricingError,
  type PricedQuote,
  type PricingVisit,
  priceQuote,
} from "@park/domain/pricing/price-quote.ts";
import type { ProductCounts } from "@park/domain/pricing/product-counts.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import type { Database } from "../../../db/database.ts";
import type { Catalog } from "../../catalog/snapshot/catalog-snapshot.ts";
import { toDatedPrices } from "../../catalog/visit-prices/mapper.ts";
import type { PriceRecord } from "../../catalog/visit-prices/repository.ts";
import { type AppliedPromotion, appliedPromotionOf } from "../promotions/applied-promotion.ts";
import type { ActivityBookingsRepository } from "../visit-activities/repository.ts";
import { pricedReservations } from "../visit-activities/reservations-view.ts";
import { quoteProducts, quoteVisit } from "./mapper.ts";
import type { QuotePricing } from "./quote-pricing-outcome.ts";
import type { QuoteRecord } from "./quote-record.ts";

type QuotePricingInput = { visit: PricingVisit; products: ProductCounts; offer3x2: boolean };

/**
 * What a stored quote's price needs besides its row: its activity bookings, each with the price the
 * server fixed for its own date (decision 0010), and its applied special promotion.
 */
export type QuoteExtras = { reservations: readonly PricedReservation[]; promotion: AppliedPromotion | null };

/** A quote without bookings or promotion (a new one). */
export const NO_EXTRAS: QuoteExtras = { reservations: [], promotion: null };

/** The activity counts play no part in the price: the bookings do (their lines come from activityLines). */
function withoutActivities(products: ProductCounts): ProductCounts {
  return {
    ...products,
    canopyPasses: 0,
    canopyNightPasses: 0,
    horsebackRidingPasses: 0,
    atvs: 0,
    atvHours: 0,
  };
}

/**
 * Each priced date's tariff, worked out once per catalog copy rather than on every quote: a copy's
 * records and activity periods never change (a new copy comes with the next catalog change).
 */
const tariffsByPeriods = new WeakMap<Catalog["activityPeriods"], WeakMap<PriceRecord, DateTariff>>();

function tariffOf(record: PriceRecord, activityPeriods: Catalog["activityPeriods"]): DateTariff {
  let tariffs = tariffsByPeriods.get(activityPeriods);
  if (!tariffs) {
    tariffs = new WeakMap();
    tariffsByPeriods.set(activityPeriods, tariffs);
  }
  let tariff = tariffs.get(record);
  if (!tariff) {
    tariff = tariffFromCatalog(toDatedPrices(record, activityPeriods).datePrices);
    tariffs.set(record, tariff);
  }
  return tariff;
}

/**
 * Prices a quote from the catalog as it is now (DESIGN.md §3: the server computes every price), the one
 * function that decides the price of the quote answer, its summaries and its sale. The dates that need
 * a price are the nights, or the arrival day of a stay without a night. Activities are the quote's
 * bookings at the prices fixed for their own dates (`activityLines`), after the admission and lodging
 * lines; the promotion lowers the admission (priceQuote ignores it when it no longer matches the visit).
 * The colours cover every day in the park, the departure day too (campers stay until 6:00 pm), so the
 * yellow-date advisory names it when pools close.
 */
export function priceFromCatalog(
  input: QuotePricingInput,
  catalog: Catalog,
  extras: QuoteExtras,
): QuotePricing {
  const { visit } = input;
  const nights = stayNights(visit);
  const first = nights[0] ?? visit.arrivalDate;
  const lastDay = visit.departureDate ?? nights.at(-1) ?? visit.arrivalDate;
  const records = catalog.pricedBetween(first, lastDay);
  const tariffs = new Map<IsoDate, DateTariff>(
    records.map((record) => [record.date, tariffOf(record, catalog.activityPeriods)]),
  );
  const result = priceQuote({
    visit,
    products: withoutActivities(input.products),
    tariffFor: (date) => tariffs.get(date),
    activityPrices: null,
    offer3x2: input.offer3x2,
    promotion: extras.promotion,
  });
  if (isPricingError(result)) return { failure: result };
  const activities = activityLines(extras.reservations);
  const activitiesAmount = activities.reduce((sum, line) => sum + line.totalAmount, 0);
  const priced: PricedQuote = {
    ...result,
    items: [...result.items, ...activities],
    subtotalAmount: result.subtotalAmount + activitiesAmount,
    totalAmount: result.totalAmount + activitiesAmount,
  };
  const colors = [...tariffs].map(([date, tariff]) => ({ date, color: tariff.color }));
  return { priced, colors };
}

/**
 * The stored quote's bookings and promotion, read through `db` (a transaction inside the sale, so the
 * price is what the sale locked). A quote whose activity counts are all 0 has no booking (the bookings
 * write the counts), so its bookings are not read.
 */
export async function quoteExtrasOf(
  db: Database,
  activities: ActivityBookingsRepository,
  record: QuoteRecord,
): Promise<QuoteExtras> {
  const p = quoteProducts(record);
  const booked = p.canopyPasses + p.canopyNightPasses + p.horsebackRidingPasses + p.atvs > 0;
  const reservations = booked ? await pricedReservations(activities, record.id) : [];
  return { reservations, promotion: await appliedPromotionOf(record.id, db) };
}

/** The stored quote priced with its bookings and promotion (see priceFromCatalog). */
export function priceStoredQuote(record: QuoteRecord, extras: QuoteExtras, catalog: Catalog): QuotePricing {
  return priceFromCatalog(
    { visit: quoteVisit(record), products: quoteProducts(record), offer3x2: record.offer3x2 },
    catalog,
    extras,
  );
}
