import { useEffect, useState, useSyncExternalStore } from "react";
import { hasStoredQuote, subscribeQuotePresence } from "../quote-presence.ts";

/**
 * Whether the visitor has a quote on this device, answered as the prerender answers it (no) until the
 * component has mounted. The prerendered pages never hold the quote's parts, and the first render on the
 * client must agree with them: preact/compat's useSyncExternalStore reads the device even while hydrating
 * (it has no server snapshot), and a part that then suspends on its code takes the page's next element as
 * its own (on the homepage of a returning visitor: a second footer and a second notifications region).
 */
export function useStoredQuote(): boolean {
  const stored = useSyncExternalStore(subscribeQuotePresence, hasStoredQuote, () => false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && stored;
}
