import type { IsoDate } from "../dates.ts";
import type { Centavos } from "../money.ts";

/**
 * One admission a single person pays for: the day pass of the arrival day, or one camping night.
 * nightIndex counts the nights of the stay from 0, so promotions can find "every third night".
 */
export type AdmissionUnit =
  | { kind: "day"; date: IsoDate; price: Centavos }
  | { kind: "night"; date: IsoDate; nightIndex: number; price: Centavos };

export function admissionTotal(units: readonly AdmissionUnit[]): Centavos {
  return units.reduce((sum, unit) => sum + unit.price, 0);
}
