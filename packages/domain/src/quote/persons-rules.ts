import { MAX_PERSONS_WITHOUT_LODGING, MIN_PERSONS, PERSONS_PER_UNIT, SMALL_TIPI } from "../constants.ts";
import { lodgingUnits, type ProductCounts } from "../pricing/product-counts.ts";

/** Most persons the quote takes (000 §5): 99 without lodging, 6 per unit with lodging. */
export function personsLimit(products: ProductCounts): number {
  const units = lodgingUnits(products);
  return units > 0 ? units * PERSONS_PER_UNIT : MAX_PERSONS_WITHOUT_LODGING;
}

/** A typed person count made whole and kept between 0 and the limit. */
export function clampPersons(persons: number, products: ProductCounts): number {
  if (Number.isNaN(persons)) return MIN_PERSONS;
  return Math.min(personsLimit(products), Math.max(MIN_PERSONS, Math.round(persons)));
}

/** Fewest lodging units for the persons: persons / 6 rounded up, at least 1. */
export function minimumUnits(persons: number): number {
  return Math.max(1, Math.ceil(persons / PERSONS_PER_UNIT));
}

/** More lodging is needed (a prompt offers another unit) when persons exceed units x 6. */
export function moreLodgingNeeded(persons: number, units: number): boolean {
  return persons > units * PERSONS_PER_UNIT;
}

/** Beds of the chosen units: 6 each, except tipi T6 with 4. */
export function sleepingCapacity(chosenUnits: readonly string[]): number {
  return chosenUnits.reduce(
    (sum, unit) => sum + (unit === SMALL_TIPI.name ? SMALL_TIPI.capacity : PERSONS_PER_UNIT),
    0,
  );
}

/**
 * The T6 warning (000 §5): T6 is among the chosen units and, with every other chosen unit filled
 * with 6 first, more than 4 persons would sleep in T6; that is, persons exceed the chosen units' beds.
 * A warning only: the sale goes on. Units assigned at payment (none chosen) never warn.
 */
export function smallTipiWarning(persons: number, chosenUnits: readonly string[]): boolean {
  return chosenUnits.includes(SMALL_TIPI.name) && persons > sleepingCapacity(chosenUnits);
}
