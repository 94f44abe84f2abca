import { Suspense } from "react";
import { QuoteCodeBoundary } from "../../../src/features/quote/components/quote-code-boundary.tsx";
import { useStoredQuote } from "../../../src/features/quote/hooks/use-stored-quote.ts";
import { deferredComponent } from "../../../src/shared/ui/deferred-component.ts";

// A code can only apply to a stored quote: first visits never download the question or the store.
const guard = deferredComponent(
  () => import("../../../src/features/promotions/components/promotion-date-guard.tsx"),
);

/** Mounts the date-change question of the promotions on every page once the visitor has a quote. */
export function PromotionDateGuardSlot() {
  const quoteStored = useStoredQuote();
  if (!quoteStored) return null;
  return (
    // Without its code the question is not asked and the server cancels the code on the change, as before.
    <QuoteCodeBoundary>
      <Suspense fallback={null}>
        <guard.Component />
      </Suspense>
    </QuoteCodeBoundary>
  );
}
