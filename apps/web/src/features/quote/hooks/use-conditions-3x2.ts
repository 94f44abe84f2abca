import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useState } from "react";
import { acceptConditionsFor, conditionsAcceptedFor } from "../conditions-acceptance.ts";

/**
 * Continue to payment with the 3x2 applied first shows its conditions (000 §4); once accepted for this
 * quote, it goes straight on, also after a reload.
 */
export function useConditions3x2(quote: QuoteDto | null) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  return {
    open: pending !== null,
    /** Runs `proceed` now, or after the visitor accepts the conditions. */
    beforeContinue(proceed: () => void): void {
      if (quote === null || !quote.offer3x2 || conditionsAcceptedFor(quote.id)) proceed();
      else setPending(() => proceed);
    },
    accept(): void {
      if (quote !== null) acceptConditionsFor(quote.id);
      const proceed = pending;
      setPending(null);
      proceed?.();
    },
    dismiss(): void {
      setPending(null);
    },
  };
}
