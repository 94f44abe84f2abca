import { datesComplete, type QuoteDraft, quoteHasLodging } from "./quote-draft.ts";
import type { CreateQuotePayload } from "./quote-schemas.ts";

/**
 * A quote goes to the server once arrival, departure, persons and an arrival time (or lodging)
 * exist (000 §4); until then it stays local. Persons must be at least 1 to count as present.
 */
export function readyForServer(quote: QuoteDraft): boolean {
  const { visit } = quote;
  return (
    datesComplete(visit) &&
    visit.departureDate !== null &&
    visit.numberOfPersons > 0 &&
    (visit.arrivalTime !== null || quoteHasLodging(quote))
  );
}

/** True for a local quote ready to be created; a quote with an id is updated instead. */
export function shouldCreateOnServer(quote: QuoteDraft): boolean {
  return quote.id === null && readyForServer(quote);
}

/** The create payload, or null while the quote is not ready. Lodging without an arrival time uses DAY. */
export function createQuotePayload(quote: QuoteDraft): CreateQuotePayload | null {
  if (!readyForServer(quote)) return null;
  const { visit } = quote;
  return {
    visit: {
      arrivalDate: visit.arrivalDate,
      departureDate: visit.departureDate ?? visit.arrivalDate,
      numberOfPersons: visit.numberOfPersons,
      arrivalTime: visit.arrivalTime ?? "DAY",
      stayType: visit.stayType,
    },
  };
}
