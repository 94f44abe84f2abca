import { LODGING_KINDS, type StayType } from "../constants.ts";
import type { Centavos } from "../money.ts";
import type { AdmissionUnit } from "./admission.ts";
import { hasLodging, type ProductCounts } from "./product-counts.ts";

/** The 3x2 offer gives away every third consecutive camping night: the 3rd, 6th, 9th, ... */
export const OFFER_3X2_CYCLE = 3;

/**
 * Whether the 3x2 toggle is offered (000 §4 Promotions, §5): more than one day of stay and no
 * lodging, neither as the stay type nor as a count.
 */
export function offer3x2Available(
  stayType: StayType,
  numberOfDays: number,
  products: ProductCounts,
): boolean {
  const lodgingStay = (LODGING_KINDS as readonly StayType[]).includes(stayType);
  return stayType !== "DAY_PASS" && !lodgingStay && !hasLodging(products) && numberOfDays > 1;
}

/** What one person saves: the price of each free night (the night's own colour price). */
export function offer3x2DiscountPerPerson(units: readonly AdmissionUnit[]): Centavos {
  return units.reduce(
    (sum, unit) =>
      unit.kind === "night" && unit.nightIndex % OFFER_3X2_CYCLE === OFFER_3X2_CYCLE - 1
        ? sum + unit.price
        : sum,
    0,
  );
}
