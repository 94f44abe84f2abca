import type { StayType } from "../constants.ts";
import { addDays, type IsoDate } from "../dates.ts";
import type { Centavos } from "../money.ts";
import { OFFER_3X2_CYCLE, offer3x2Available } from "../pricing/offer-3x2.ts";
import type { ProductCounts } from "../pricing/product-counts.ts";

/** One camping night a person pays for, named by the date it starts on. */
export interface PricedNight {
  date: IsoDate;
  price: Centavos;
}

/**
 * The nights the 3x2 offer gives away (000 §9 "every third consecutive camping night free"): within
 * each run of consecutive dates, its 3rd, 6th, 9th ... night. A gap starts the count again, so two
 * separate pairs of nights give nothing. Nights are taken in date order whatever order they come in.
 */
export function freeNights3x2(nights: readonly PricedNight[]): PricedNight[] {
  const sorted = [...nights].sort((a, b) => a.date.localeCompare(b.date));
  const free: PricedNight[] = [];
  let run = 0;
  sorted.forEach((night, i) => {
    const previous = sorted[i - 1];
    run = previous && addDays(previous.date, 1) === night.date ? run + 1 : 1;
    if (run % OFFER_3X2_CYCLE === 0) free.push(night);
  });
  return free;
}

export interface Stay3x2 {
  stayType: StayType;
  products: ProductCounts;
  /** The stay's camping nights, each at the price one person pays for it. */
  nights: readonly PricedNight[];
}

/**
 * What one person saves with the 3x2 toggle on: the price of each free night, or 0 where the toggle is
 * not offered (lodging visits, stays of one night or less: offer3x2Available).
 */
export function savings3x2PerPerson(stay: Stay3x2): Centavos {
  if (!offer3x2Available(stay.stayType, stay.nights.length, stay.products)) return 0;
  return freeNights3x2(stay.nights).reduce((sum, night) => sum + night.price, 0);
}
