/**
 * Which quote's 3x2 conditions the visitor accepted, kept on the device so a reload does not ask again
 * (the acceptance belongs to that quote only: a new quote asks again).
 */
const KEY = "park.promotions.conditions3x2";

export function conditionsAcceptedFor(quoteId: string): boolean {
  try {
    return window.localStorage.getItem(KEY) === quoteId;
  } catch {
    return false;
  }
}

export function acceptConditionsFor(quoteId: string): void {
  try {
    window.localStorage.setItem(KEY, quoteId);
  } catch {
    // Storage full or blocked: the visitor is asked again after a reload, nothing else is lost.
  }
}
