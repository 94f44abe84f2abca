/**
 * Whether the visitor has a quote kept on this device, without loading the quote store. The layout reads
 * it at start to decide whether the header summary (and the store behind it) needs loading at all, so
 * the information pages of a first visit never download the commerce code.
 */
export const QUOTE_STORAGE_KEYS = {
  draft: "park.quote.draft",
  quoteId: "park.quote.id",
  departureDate: "park.quote.departureDate",
  pendingStays: "park.quote.pendingStays",
  cartEmpty: "park.quote.cartEmpty",
} as const;

const PRESENCE_EVENT = "park:quote-presence";

export function hasStoredQuote(): boolean {
  try {
    return (
      window.localStorage.getItem(QUOTE_STORAGE_KEYS.draft) !== null ||
      window.localStorage.getItem(QUOTE_STORAGE_KEYS.quoteId) !== null
    );
  } catch {
    return false;
  }
}

/** The store calls this after writing or clearing the quote so listeners re-read hasStoredQuote(). */
export function announceQuotePresence(): void {
  window.dispatchEvent(new Event(PRESENCE_EVENT));
}

/** Subscribes to presence changes of this tab and of other tabs (the storage event). */
export function subscribeQuotePresence(listener: () => void): () => void {
  window.addEventListener(PRESENCE_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(PRESENCE_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}
