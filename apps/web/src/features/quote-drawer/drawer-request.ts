/** The two screens of the drawer: step 1 (stay types) and the visit's details (steps 2 to 5). */
export type DrawerView = "stay" | "details";

/**
 * Where the drawer opens in place. 000 §2 limits the mobile drawer to route names containing product,
 * homepage, prices or faq; the cart is added because there the drawer edits the visit. The visit drawer of
 * wide screens has no such limit (the spec even hides its Pay button on contact-payment).
 */
export function drawerAvailableOn(routeName: string, wide: boolean): boolean {
  if (wide || routeName === "shopping-cart") return true;
  return ["product", "homepage", "prices", "faq"].some((part) => routeName.includes(part));
}

/** The view an open request asks for: `detail: { step: 2 }` (the header's Edit) asks for the details. */
export function requestedView(event: Event): DrawerView {
  if (!(event instanceof CustomEvent)) return "stay";
  const detail: unknown = event.detail;
  return typeof detail === "object" && detail !== null && "step" in detail && detail.step === 2
    ? "details"
    : "stay";
}
