import { ActivitiesSection } from "../../src/features/activities/components/activities-section.tsx";
import { useActivityLines } from "../../src/features/activities/hooks/use-activity-lines.ts";
import type { CartParts } from "../../src/features/cart/cart-parts.ts";
import { CartPage } from "../../src/features/cart/components/cart-page.tsx";
import { useLodgingStatus } from "../../src/features/lodging-map/hooks/use-lodging-status.ts";
import { PromotionsBox } from "../../src/features/promotions/components/promotions-box.tsx";
import { QueryProvider } from "../../src/shared/api/query-provider.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

/** The activities' lines and cards and the promotions box, put in the cart (features do not import each other). */
const CART_PARTS: CartParts = {
  useActivityLines,
  more: (props) => (
    <>
      <ActivitiesSection />
      <PromotionsBox {...props} />
    </>
  ),
};

/**
 * /cart (route shopping-cart). The cart, the lodging maps, the activities and the promotions are separate
 * features; this route joins them: the maps' availability checks feed the cart's notices, and the
 * activities and promotions fill the cart's parts.
 */
export default function CartRoute() {
  return (
    <QueryProvider>
      <CartWithLodging />
    </QueryProvider>
  );
}

function CartWithLodging() {
  const lodging = useLodgingStatus();
  return <CartPage lodging={lodging} parts={CART_PARTS} />;
}
