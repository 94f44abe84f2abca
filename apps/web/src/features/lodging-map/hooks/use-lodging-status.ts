import type { LodgingKind } from "@park/domain/constants.ts";
import { lodgingKindsIn } from "@park/domain/pricing/product-counts.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import { useQuery } from "@tanstack/react-query";
import { useQuoteView, useServerQuote } from "../../quote/hooks/use-quote-store.ts";
import { quoteUnitsOf } from "../../quote/quote-units.ts";
import { useAvailableStays } from "../api/available-stays.ts";
import { fetchLostStays, LOST_STAYS_QUERY_ROOT } from "../api/lost-stays.ts";
import { kindIsFull } from "../unit-selection.ts";

/** What the cart shows about the quote's lodging besides its line. */
export interface LodgingStatus {
  kind: LodgingKind | null;
  /** Every unit of the kind is taken for the dates (000 §4: the kind is full). */
  full: boolean;
  /** Names of chosen units no longer held for this quote. */
  lostUnits: readonly string[];
}

/**
 * The lodging checks of the cart: the kind's availability for the visit's dates (full or not) and the
 * check of the quote's chosen units, run whenever a quote exists and again after each change of it.
 */
export function useLodgingStatus(): LodgingStatus {
  const { draft } = useQuoteView();
  const quote = useServerQuote();
  const kind =
    draft === null
      ? null
      : (lodgingKindsIn(draft.products)[0] ??
        (isLodgingStay(draft.visit.stayType) ? draft.visit.stayType : null));
  const departureDate = draft?.visit.departureDate ?? null;
  const availability = useAvailableStays(
    draft && kind && departureDate
      ? { startDate: draft.visit.arrivalDate, endDate: departureDate, stayType: kind, quoteId: draft.id }
      : null,
  );
  const chosen = kind ? quoteUnitsOf(quote, kind).map((unit) => unit.number) : [];
  // Only a server quote with chosen units can lose any.
  const check = quote !== null && kind !== null && chosen.length > 0 ? { quoteId: quote.id, kind } : null;
  const lost = useQuery({
    // Asked again whenever the chosen units, the nights they are held for or their hold's end change.
    queryKey: [
      LOST_STAYS_QUERY_ROOT,
      check,
      chosen.join(","),
      quote?.visit.arrivalDate,
      quote?.visit.departureDate,
      quote?.holdExpiresAt,
    ],
    queryFn: () => (check ? fetchLostStays(check.quoteId, check.kind) : Promise.resolve([])),
    enabled: check !== null,
    staleTime: 0,
  });
  return {
    kind,
    full: kindIsFull(availability.data ?? []),
    lostUnits: check ? (lost.data ?? []) : [],
  };
}
