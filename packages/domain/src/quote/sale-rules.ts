import type { ArrivalTime, LodgingKind, StayType } from "../constants.ts";
import type { IsoDate } from "../dates.ts";
import type { Centavos } from "../money.ts";
import { lodgingUnits, type ProductCounts } from "../pricing/product-counts.ts";
import { arrivalTooSoon } from "./earliest-arrival.ts";
import { isLodgingStay } from "./quote-draft.ts";

/** What the sale looks at: the quote as the server priced it, and what the database said about it. */
export interface SaleCheck {
  visit: {
    stayType: StayType;
    arrivalDate: IsoDate;
    departureDate: IsoDate | null;
    arrivalTime: ArrivalTime;
    numberOfPersons: number;
  };
  products: ProductCounts;
  /** The total as priced now; null when the quote cannot be priced (a date lost its price). */
  totalAmount: Centavos | null;
  /** The park's clock. */
  now: Date;
  /** Lodging kinds the nights of the stay cannot hold (lost chosen units, or a count beyond the free units). */
  unavailableLodging: readonly LodgingKind[];
  /** Whether the visit's persons would go beyond the admission capacity of its dates (0005-capacity-dates.md). */
  capacityFull: boolean;
}

/**
 * Why a quote cannot be sold, in the order they are reported (000 §4 "Pay and Continue buttons",
 * §9 "Purchases at least 24 hours ahead", §8 capacity message).
 */
export const SALE_ISSUE_CODES = [
  "not_priced",
  "arrival_too_soon",
  "no_persons",
  "lodging_without_persons",
  "no_lodging_count",
  "no_departure_date",
  "zero_total",
  "unavailable_lodging",
  "capacity_full",
] as const;
export type SaleIssueCode = (typeof SALE_ISSUE_CODES)[number];

function hasNoDeparture(visit: SaleCheck["visit"]): boolean {
  if (visit.departureDate === null) return true;
  return visit.stayType === "DAY_PASS"
    ? visit.departureDate !== visit.arrivalDate
    : visit.departureDate <= visit.arrivalDate;
}

/** Every reason the quote cannot be sold now, in SALE_ISSUE_CODES order; empty when it can. */
export function saleIssues(check: SaleCheck): SaleIssueCode[] {
  const { visit, products, totalAmount } = check;
  const lodging = isLodgingStay(visit.stayType);
  const found: Record<SaleIssueCode, boolean> = {
    not_priced: totalAmount === null,
    arrival_too_soon: arrivalTooSoon(visit.arrivalDate, visit.arrivalTime, check.now),
    no_persons: !lodging && visit.numberOfPersons < 1,
    lodging_without_persons: lodging && visit.numberOfPersons < 1,
    no_lodging_count: lodging && lodgingUnits(products) === 0,
    no_departure_date: hasNoDeparture(visit),
    zero_total: totalAmount !== null && totalAmount <= 0,
    unavailable_lodging: check.unavailableLodging.length > 0,
    capacity_full: check.capacityFull,
  };
  return SALE_ISSUE_CODES.filter((code) => found[code]);
}
