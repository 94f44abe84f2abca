import { activityPriceOn } from "@park/domain/activities/activity-price.ts";
import type { DatedPrices } from "@park/domain/catalog.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { ActivityPricePeriodRecord } from "../activity-prices/repository.ts";
import type { PriceRecord } from "./repository.ts";

/**
 * An activity's price on a calendar date as the cart charges it (decision 0010): the period in force
 * that date, special on off-peak colours; null when no period applies.
 */
export function activityPriceOnDate(
  periods: readonly ActivityPricePeriodRecord[],
  record: Pick<PriceRecord, "date" | "color">,
  type: "CANOPY_TOUR" | "HORSEBACK_RIDING",
): number | null {
  const price = activityPriceOn({ periods, type, visitDate: record.date, color: record.color });
  return price === undefined ? null : centavosToPesos(price);
}

/**
 * Stored centavos to the pesos the API shows. The date's canopyPrice is the activity price period's
 * (decision 0015): the stored per-date canopy_price column is not read.
 */
export function toDatedPrices(
  record: PriceRecord,
  activityPeriods: readonly ActivityPricePeriodRecord[],
): DatedPrices {
  return {
    date: record.date,
    datePrices: {
      color: record.color,
      dayPassPrice: centavosToPesos(record.dayPassPrice),
      campingPassPrice: centavosToPesos(record.campingPassPrice),
      campingNightPrice: centavosToPesos(record.campingNightPrice),
      canopyPrice: activityPriceOnDate(activityPeriods, record, "CANOPY_TOUR"),
      cabinPrice: centavosToPesos(record.cabinPrice),
      tipiPrice: centavosToPesos(record.tipiPrice),
      lakeVillagePrice: centavosToPesos(record.lakeVillagePrice),
      superiorCabinPrice: centavosToPesos(record.superiorCabinPrice),
    },
  };
}
