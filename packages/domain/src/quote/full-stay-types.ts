import { LODGING_KINDS, type LodgingKind } from "../constants.ts";
import type { IsoDate } from "../dates.ts";
import { stayNights } from "../pricing/stay-nights.ts";
import type { QuoteDraft } from "./quote-draft.ts";
import { changeStayType } from "./stay-type-change.ts";

/**
 * The nights each lodging kind would be asked for if chosen on step 1 now: those of the visit choosing
 * it gives (changeStayType keeps the arrival, and the departure unless it would leave no night). None
 * without a visit: step 1 of a new visitor has no dates chosen yet.
 */
export function nightsIfChosen(
  draft: QuoteDraft | null,
  today: IsoDate,
): { kind: LodgingKind; nights: IsoDate[] }[] {
  if (draft === null) return [];
  return LODGING_KINDS.map((kind) => ({
    kind,
    nights: stayNights(changeStayType(draft, kind, today).visit),
  }));
}

/**
 * Issue 30 item 4: a kind is full for the visit's dates when one of the nights it would be asked for
 * has no free unit (`fullNights`: the nights with none, as GET /api/core/rentals/unavailable answers for
 * a quantity of 1).
 */
export function isFullForNights(nights: readonly IsoDate[], fullNights: ReadonlySet<IsoDate>): boolean {
  return nights.some((night) => fullNights.has(night));
}
