import type { ActivityPricePeriod, DatedPrices } from "../catalog.ts";
import type { PriceColor } from "../constants.ts";
import type { IsoDate } from "../dates.ts";
import { type Centavos, pesosToCentavos } from "../money.ts";

/** One calendar date's tariff in centavos: what a quote needs from the catalog for that date. */
export interface DateTariff {
  color: PriceColor;
  dayPassPrice: Centavos;
  campingPassPrice: Centavos;
  campingNightPrice: Centavos;
  cabinPrice: Centavos;
  tipiPrice: Centavos;
  lakeVillagePrice: Centavos;
  superiorCabinPrice: Centavos;
}

/** The catalog as pricing sees it: the tariff of a date, or undefined when the date has no price. */
export type TariffLookup = (date: IsoDate) => DateTariff | undefined;

/** Activity prices in force, in centavos; ATV is priced per vehicle and hour. */
export interface ActivityPrices {
  canopyPass: Centavos;
  canopyNightPass: Centavos;
  horsebackRidingPass: Centavos;
  atvHour: Centavos;
}

export function tariffFromCatalog(prices: DatedPrices["datePrices"]): DateTariff {
  return {
    color: prices.color,
    dayPassPrice: pesosToCentavos(prices.dayPassPrice),
    campingPassPrice: pesosToCentavos(prices.campingPassPrice),
    campingNightPrice: pesosToCentavos(prices.campingNightPrice),
    cabinPrice: pesosToCentavos(prices.cabinPrice),
    tipiPrice: pesosToCentavos(prices.tipiPrice),
    lakeVillagePrice: pesosToCentavos(prices.lakeVillagePrice),
    superiorCabinPrice: pesosToCentavos(prices.superiorCabinPrice),
  };
}

/** A lookup over catalog entries (pesos, as the API shows them); the last entry of a date wins. */
export function tariffLookupFromCatalog(entries: readonly DatedPrices[]): TariffLookup {
  const byDate = new Map<IsoDate, DateTariff>();
  for (const entry of entries) byDate.set(entry.date, tariffFromCatalog(entry.datePrices));
  return (date) => byDate.get(date);
}

/**
 * Activity prices of a period (pesos) in centavos. The online quote sells at the regular prices; the
 * special prices of a period are shown on the product cards and charged on site (see PRICING.md).
 */
export function activityPricesFromPeriod(period: ActivityPricePeriod): ActivityPrices {
  return {
    canopyPass: pesosToCentavos(period.regularCanopyPrice),
    canopyNightPass: pesosToCentavos(period.nightCanopyPrice),
    horsebackRidingPass: pesosToCentavos(period.regularHorsebackRidingPrice),
    atvHour: pesosToCentavos(period.regularAtvsPrice),
  };
}
