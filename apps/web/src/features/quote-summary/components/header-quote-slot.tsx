import { Suspense } from "react";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { QuoteCodeBoundary } from "../../quote/components/quote-code-boundary.tsx";
import { useStoredQuote } from "../../quote/hooks/use-stored-quote.ts";

// The summary brings the quote store with it: loaded only for visitors who have a quote on this device.
const summary = deferredComponent(() => import("./header-quote-summary.tsx"));

/** Where the header shows the quote summary; nothing (and no code) until a quote is stored. */
export function HeaderQuoteSlot() {
  const present = useStoredQuote();
  if (!present) return null;
  return (
    // Without its code the header simply shows no summary; the drawer and the cart still work.
    <QuoteCodeBoundary>
      <Suspense fallback={null}>
        <summary.Component />
      </Suspense>
    </QuoteCodeBoundary>
  );
}
