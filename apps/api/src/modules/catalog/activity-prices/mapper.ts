import type { ActivityPricePeriod } from "@park/domain/catalog.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { ActivityPricePeriodRecord } from "./repository.ts";

/** Stored centavos to the pesos the API shows. */
export function toActivityPricePeriod(record: ActivityPricePeriodRecord): ActivityPricePeriod {
  return {
    startDate: record.startDate,
    endDate: record.endDate,
    regularCanopyPrice: centavosToPesos(record.regularCanopyPrice),
    specialCanopyPrice: centavosToPesos(record.specialCanopyPrice),
    nightCanopyPrice: centavosToPesos(record.nightCanopyPrice),
    regularHorsebackRidingPrice: centavosToPesos(record.regularHorsebackRidingPrice),
    specialHorsebackRidingPrice: centavosToPesos(record.specialHorsebackRidingPrice),
    regularAtvsPrice: centavosToPesos(record.regularAtvsPrice),
    specialAtvsPrice: centavosToPesos(record.specialAtvsPrice),
  };
}
