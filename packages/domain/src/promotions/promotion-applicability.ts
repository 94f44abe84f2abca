import type { ArrivalTime, StayType } from "../constants.ts";
import { addDays, daysBetween, type IsoDate } from "../dates.ts";
import type { Centavos } from "../money.ts";
import { lodgingUnits, type ProductCounts } from "../pricing/product-counts.ts";
import { promotionMatchesVisit, type SpecialPromotionTerms } from "../pricing/special-promotion.ts";
import { earliestArrival } from "../quote/earliest-arrival.ts";

/** A special promotion as the rules need it (000 §3 Promotion). */
export interface SpecialPromotion extends SpecialPromotionTerms {
  /** Most persons per lodging unit the promotion covers (000 §3: 6). */
  maxLodgeCapacity: number;
}

export interface PromotionQuote {
  stayType: StayType;
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
  numberOfPersons: number;
  products: ProductCounts;
  offer3x2: boolean;
}

/**
 * Whether a special promotion applies to a quote, first reason first:
 * - ENDED: no arrival that can still be bought (24 hours ahead, 000 §9) falls in its dates; a promotion
 *   fixed to its dates (datesValidityOnly false) must still have its first date ahead. "The code is invalid".
 * - WITH_3X2: the quote has the 3x2 offer on; a code requires cancelling it (000 §4).
 * - DAY_PASS_AT_NIGHT: a night promotion cannot be used by a day pass, which always arrives by day.
 * - LODGE_CAPACITY: more persons than the promotion covers per lodging unit (maxLodgeCapacity). The spec
 *   does not exclude lodging from special codes (only the 3x2, 000 §5); this field is how it limits them.
 * - MOVE_VISIT: the arrival date or time is not the promotion's: the change-dates modal moves the visit
 *   (promotionVisit) before it is applied (000 §4).
 * - APPLIES: it applies as the quote stands (pricing's promotionMatchesVisit).
 */
export type PromotionApplicability =
  | "ENDED"
  | "WITH_3X2"
  | "DAY_PASS_AT_NIGHT"
  | "LODGE_CAPACITY"
  | "MOVE_VISIT"
  | "APPLIES";

/** Whether the promotion can still be used for a visit bought today (the sale checks it again). */
export function promotionActive(promotion: SpecialPromotion, now: Date): boolean {
  const earliest = earliestArrival(now, promotion.arrivalTime === null ? undefined : [promotion.arrivalTime]);
  return promotion.datesValidityOnly ? promotion.endDate >= earliest : promotion.startDate >= earliest;
}

export function promotionApplicability(
  promotion: SpecialPromotion,
  quote: PromotionQuote,
  now: Date,
): PromotionApplicability {
  if (!promotionActive(promotion, now)) return "ENDED";
  if (quote.offer3x2) return "WITH_3X2";
  if (quote.stayType === "DAY_PASS" && promotion.arrivalTime === "NIGHT") return "DAY_PASS_AT_NIGHT";
  const units = lodgingUnits(quote.products);
  if (units > 0 && quote.numberOfPersons > units * promotion.maxLodgeCapacity) return "LODGE_CAPACITY";
  return promotionMatchesVisit(promotion, quote) ? "APPLIES" : "MOVE_VISIT";
}

/** The visit dates and time the change-dates modal proposes so the promotion applies. */
export interface PromotionVisit {
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
}

/**
 * Where the change-dates modal moves the visit: to the promotion's arrival time (if it has one), and
 * for a promotion fixed to its dates to exactly its dates; otherwise to its first date that can still
 * be bought, keeping the number of nights (a day pass stays one day). Call it for an active promotion.
 */
export function promotionVisit(
  promotion: SpecialPromotion,
  quote: PromotionQuote,
  now: Date,
): PromotionVisit {
  const arrivalTime = promotion.arrivalTime ?? quote.arrivalTime;
  const nights =
    quote.stayType === "DAY_PASS" ? 0 : Math.max(1, daysBetween(quote.arrivalDate, quote.departureDate));
  if (!promotion.datesValidityOnly) {
    const departureDate = quote.stayType === "DAY_PASS" ? promotion.startDate : promotion.endDate;
    return { arrivalDate: promotion.startDate, departureDate, arrivalTime };
  }
  const earliest = earliestArrival(now, [arrivalTime]);
  const inside = promotion.startDate <= quote.arrivalDate && quote.arrivalDate <= promotion.endDate;
  const arrivalDate = inside
    ? quote.arrivalDate
    : promotion.startDate >= earliest
      ? promotion.startDate
      : earliest;
  return { arrivalDate, departureDate: addDays(arrivalDate, nights), arrivalTime };
}

/**
 * What the visit costs: `before`, as it stands without the code; `after`, as the code needs it (moved to
 * its dates and arrival time when it asks to move, which can add day passes) priced with the code; and
 * `movedWithoutCode`, that moved visit without the code (`before` when nothing moves).
 */
export interface PromotionTotals {
  before: Centavos;
  after: Centavos;
  movedWithoutCode: Centavos;
}

/**
 * A special code never makes a visit dearer (issue 30): it applies only where it lowers what the visitor
 * pays for the visit it is applied to, otherwise it is refused (NO_SAVING). With a move both must hold:
 * the visitor pays less than now, and the code itself saves on the moved visit; a move that only saves
 * by its cheaper dates would be made and then the code refused on the moved visit, or shown as
 * "Before $X / With the promotion $X".
 */
export function promotionLowersTotal(totals: PromotionTotals): boolean {
  return totals.after < totals.before && totals.after < totals.movedWithoutCode;
}
