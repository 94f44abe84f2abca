import { Suspense, useEffect } from "react";
import { useMatches } from "react-router";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { useStoredQuote } from "../../quote/hooks/use-stored-quote.ts";

// 000 §2: the three steps of a purchase, in order, as the route each one is (labels: checkout-steps.tsx).
const CHECKOUT_STEP_ROUTES = ["shopping-cart", "contact-payment", "order.details"];

// Shown on the purchase routes only: its code and texts stay out of the information pages' first load.
const steps = deferredComponent(() => import("./checkout-steps.tsx"));

/** Where the three-step indicator of the purchase goes (000 §2); nothing outside its three routes. */
export function CheckoutStepsSlot() {
  const current = CHECKOUT_STEP_ROUTES.indexOf(useMatches().at(-1)?.id ?? "");
  const quoteStored = useStoredQuote();
  // A visitor with a quote is on the way to these routes: fetch the indicator ahead, so it is there with them.
  useEffect(() => {
    if (quoteStored) void steps.preload();
  }, [quoteStored]);
  if (current < 0) return null;
  return (
    // The bar keeps its usual height while its code arrives, and after: two lines of labels on a phone,
    // one from 640 px (only a Spanish screen under 390 px wraps to three), so the page below does not jump.
    <div className="flex min-h-[65px] border-b border-sand-200 bg-white sm:min-h-[53px]">
      <Suspense fallback={null}>
        <steps.Component current={current} />
      </Suspense>
    </div>
  );
}
