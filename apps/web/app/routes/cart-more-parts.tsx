import { ActivitiesSection } from "../../src/features/activities/components/activities-section.tsx";
import type { CartParts } from "../../src/features/cart/cart-parts.ts";
import { PromotionsBox } from "../../src/features/promotions/components/promotions-box.tsx";

/** Under the cart's lines: the activity cards and the promotions box (cart.tsx loads this module apart). */
export default function CartMoreParts(props: Parameters<CartParts["more"]>[0]) {
  return (
    <>
      <ActivitiesSection />
      <PromotionsBox {...props} />
    </>
  );
}
