import type { PriceColor } from "../../src/constants.ts";
import type { DateTariff, TariffLookup } from "../../src/pricing/price-lookup.ts";

/** A tariff in centavos built from peso figures in the order of DateTariff's price fields. */
export function tariff(
  color: PriceColor,
  [dayPass, campingPass, campingNight, cabin, tipi, lakeVillage, superiorCabin]: readonly number[],
): DateTariff {
  const c = (pesos: number | undefined) => Math.round((pesos ?? 0) * 100);
  return {
    color,
    dayPassPrice: c(dayPass),
    campingPassPrice: c(campingPass),
    campingNightPrice: c(campingNight),
    cabinPrice: c(cabin),
    tipiPrice: c(tipi),
    lakeVillagePrice: c(lakeVillage),
    superiorCabinPrice: c(superiorCabin),
  };
}

export function lookupOf(byDate: Record<string, DateTariff>): TariffLookup {
  return (date) => byDate[date];
}
