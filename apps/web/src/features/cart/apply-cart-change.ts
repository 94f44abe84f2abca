import type { CartChange } from "@park/domain/quote/cart-removal.ts";
import type { QuoteStore } from "../quote/quote-store.ts";

/** Hands a domain cart change to the store: a new draft, or an emptied cart. */
export function applyCartChange(store: QuoteStore, change: CartChange): void {
  if (change.outcome === "updated") store.replaceDraft(change.quote);
  else if (change.outcome === "emptied") store.emptyCart();
}
