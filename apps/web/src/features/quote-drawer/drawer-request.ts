/**
 * Where the drawer opens in place. 000 §2 limits the mobile drawer to route names containing product,
 * homepage, prices or faq; the cart is added because there the drawer edits the visit. The visit drawer of
 * wide screens has no such limit (the spec even hides its Pay button on contact-payment).
 */
export function drawerAvailableOn(routeName: string, wide: boolean): boolean {
  if (wide || routeName === "shopping-cart") return true;
  return ["product", "homepage", "prices", "faq"].some((part) => routeName.includes(part));
}
