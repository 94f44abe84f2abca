import { datesComplete, type QuoteDraft, quoteHasLodging } from "./quote-draft.ts";
import type { CreateQuotePayload, QuoteVisitPayload } from "./quote-schemas.ts";

/** Dates complete (a departure even for a day pass) and an arrival time, or lodging, which arrives by day. */
function visitComplete(quote: QuoteDraft): boolean {
  const { visit } = quote;
  return (
    datesComplete(visit) &&
    visit.departureDate !== null &&
    (visit.arrivalTime !== null || quoteHasLodging(quote))
  );
}

/**
 * A quote goes to the server once arrival, departure, persons and an arrival time (or lodging)
 * exist (000 §4); until then it stays local. Persons must be at least 1 to count as present.
 */
export function readyForServer(quote: QuoteDraft): boolean {
  return visitComplete(quote) && quote.visit.numberOfPersons > 0;
}

/**
 * Whether the server can take this quote now: a new one once readyForServer; one it already holds with
 * any complete visit, nobody counted included (000 §4 "Once a quote has an id, changes are sent as
 * updates", §5 "Persons at least 0"). The server then answers it with its sale issues (lodging without
 * persons, no persons), so no screen keeps a visit the server does not hold.
 */
export function sendableToServer(quote: QuoteDraft): boolean {
  return quote.id === null ? readyForServer(quote) : visitComplete(quote);
}

/** True for a local quote ready to be created; a quote with an id is updated instead. */
export function shouldCreateOnServer(quote: QuoteDraft): boolean {
  return quote.id === null && readyForServer(quote);
}

function visitPayload(quote: QuoteDraft): QuoteVisitPayload {
  const { visit } = quote;
  return {
    arrivalDate: visit.arrivalDate,
    departureDate: visit.departureDate ?? visit.arrivalDate,
    numberOfPersons: visit.numberOfPersons,
    arrivalTime: visit.arrivalTime ?? "DAY",
    stayType: visit.stayType,
  };
}

/** The create payload, or null while the quote is not ready. Lodging without an arrival time uses DAY. */
export function createQuotePayload(quote: QuoteDraft): CreateQuotePayload | null {
  return readyForServer(quote) ? { visit: visitPayload(quote) } : null;
}

/** The visit of an update of a quote the server holds, or null while sendableToServer says no. */
export function updateVisitPayload(quote: QuoteDraft): QuoteVisitPayload | null {
  return quote.id !== null && sendableToServer(quote) ? visitPayload(quote) : null;
}
