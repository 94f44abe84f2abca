import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useEffect } from "react";
import type { ParkClock } from "../api/quote-queries.ts";
import { useQuoteStore } from "./use-quote-store.ts";

/** Renewed this long before the hold ends, so a slow answer still arrives in time. */
export const RENEW_BEFORE_MS = 60_000;
/** The longest wait a browser timer takes (about 24.8 days); holds last minutes, so a later end is not renewed. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * While the screen using it is shown (the cart, later checkout), the quote's held units are renewed
 * shortly before their hold ends (issue 7 item 4): the answer carries the new holdExpiresAt, which
 * schedules the next renewal. A quote holding nothing schedules nothing. The end is the server's instant, so
 * it is judged by the park's clock (`clock`, the view's): a device clock minutes slow would renew too late and
 * lose the units, one minutes fast would renew at once on every page.
 */
export function useHoldRenewal(quote: QuoteDto | null, clock: ParkClock | null): void {
  const store = useQuoteStore();
  const expiresAt = quote?.holdExpiresAt ?? null;
  const offsetMs = clock?.offsetMs ?? null;
  useEffect(() => {
    if (expiresAt === null || offsetMs === null) return;
    const wait = Math.max(0, Date.parse(expiresAt) - RENEW_BEFORE_MS - (Date.now() + offsetMs));
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => {
      // A failed renewal leaves the expiry on screen; the server reports lost units as unavailable.
      store.renewHolds().catch(() => undefined);
    }, wait);
    return () => clearTimeout(timer);
  }, [expiresAt, offsetMs, store]);
}
