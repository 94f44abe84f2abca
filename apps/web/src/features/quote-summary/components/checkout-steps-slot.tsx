import { Suspense, useEffect } from "react";
import { useMatches } from "react-router";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { useStoredQuote } from "../../quote/hooks/use-stored-quote.ts";
import { STEPS_ROOM } from "./checkout-steps-room.ts";

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
    // The bar's own height while its code arrives, so the page below does not jump (STEPS_ROOM).
    <Suspense
      fallback={<div aria-hidden="true" className={`${STEPS_ROOM} border-b border-sand-200 bg-white`} />}
    >
      <steps.Component current={current} />
    </Suspense>
  );
}
