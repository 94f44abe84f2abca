import { activityPeriodFor } from "@park/domain/catalog.ts";
import type { PriceColor } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import {
  type ActivityPrices,
  activityPricesFromPeriod,
  type DateTariff,
  tariffFromCatalog,
} from "@park/domain/pricing/price-lookup.ts";
import {
  isPricingError,
  type PricedQuote,
  type PricingError,
  type PricingVisit,
  priceQuote,
} from "@park/domain/pricing/price-quote.ts";
import type { ProductCounts } from "@park/domain/pricing/product-counts.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { toActivityPricePeriod } from "../../catalog/activity-prices/mapper.ts";
import type { Catalog } from "../../catalog/snapshot/catalog-snapshot.ts";
import { toDatedPrices } from "../../catalog/visit-prices/mapper.ts";

type QuotePricingInput = { visit: PricingVisit; products: ProductCounts; offer3x2: boolean };

export type QuotePricing =
  | { priced: PricedQuote; colors: { date: IsoDate; color: PriceColor }[] }
  | { failure: PricingError };

function hasActivities(products: ProductCounts): boolean {
  return (
    products.canopyPasses + products.canopyNightPasses + products.horsebackRidingPasses + products.atvs > 0
  );
}

/**
 * Prices a quote from the catalog as it is now (DESIGN.md §3: the server computes every price). The
 * dates that need a price are the nights, or the arrival day of a stay without a night; activities
 * sell at the prices in force on the arrival date. The colours cover every day in the park, the
 * departure day too (campers stay until 6:00 pm), so the yellow-date advisory names it when pools close.
 */
export function priceFromCatalog(input: QuotePricingInput, catalog: Catalog): QuotePricing {
  const { visit, products } = input;
  const nights = stayNights(visit);
  const first = nights[0] ?? visit.arrivalDate;
  const lastDay = visit.departureDate ?? nights.at(-1) ?? visit.arrivalDate;
  const records = catalog.pricedBetween(first, lastDay);
  const tariffs = new Map<IsoDate, DateTariff>(
    records.map((record) => [record.date, tariffFromCatalog(toDatedPrices(record).datePrices)]),
  );

  let activityPrices: ActivityPrices | null = null;
  if (hasActivities(products)) {
    const period = activityPeriodFor(catalog.activityPeriods, visit.arrivalDate);
    activityPrices = period ? activityPricesFromPeriod(toActivityPricePeriod(period)) : null;
  }

  const result = priceQuote({
    visit,
    products,
    tariffFor: (date) => tariffs.get(date),
    activityPrices,
    offer3x2: input.offer3x2,
    promotion: null,
  });
  if (isPricingError(result)) return { failure: result };
  const colors = [...tariffs].map(([date, tariff]) => ({ date, color: tariff.color }));
  return { priced: result, colors };
}
