import type { DatedPrices } from "@park/domain/catalog.ts";
import type { PriceColor } from "@park/domain/constants.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { PriceRecord } from "./repository.ts";

/** Stored centavos to the pesos the API shows. */
export function toDatedPrices(record: PriceRecord): DatedPrices {
  return {
    date: record.date,
    datePrices: {
      // The column only accepts the four colours (check constraint), so the cast cannot lie.
      color: record.color as PriceColor,
      dayPassPrice: centavosToPesos(record.dayPassPrice),
      campingPassPrice: centavosToPesos(record.campingPassPrice),
      campingNightPrice: centavosToPesos(record.campingNightPrice),
      canopyPrice: centavosToPesos(record.canopyPrice),
      cabinPrice: centavosToPesos(record.cabinPrice),
      tipiPrice: centavosToPesos(record.tipiPrice),
      lakeVillagePrice: centavosToPesos(record.lakeVillagePrice),
      superiorCabinPrice: centavosToPesos(record.superiorCabinPrice),
    },
  };
}
