import type { DatedPrices } from "@park/domain/catalog.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { PriceRecord } from "./repository.ts";

/** Stored centavos to the pesos the API shows. */
export function toDatedPrices(record: PriceRecord): DatedPrices {
  return {
    date: record.date,
    datePrices: {
      color: record.color,
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
