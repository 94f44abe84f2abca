// First: zod (in this page's first load) must find jitless set before its first check, or it tries eval,
// which the CSP refuses; the route's modules may be evaluated before entry.client's copy of this import.
import "../zod-without-eval.ts";
import { lazy, Suspense } from "react";
import { useActivityLines } from "../../src/features/activities/hooks/use-activity-lines.ts";
import type { CartParts } from "../../src/features/cart/cart-parts.ts";
import { CartPage } from "../../src/features/cart/components/cart-page.tsx";
import { useLodgingStatus } from "../../src/features/lodging-map/hooks/use-lodging-status.ts";
import { QueryProvider } from "../../src/shared/api/query-provider.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

/*
 * The activity cards and the promotions box show once the quote is there, under the lines: their module
 * is fetched as this one runs, beside the quote, not before the page is drawn (decision 0057). Nothing
 * suspends while the page hydrates: they render only after the quote arrives.
 */
const moreParts = import("./cart-more-parts.tsx");
const MoreParts = lazy(() => moreParts);

/** The activities' lines and cards and the promotions box, put in the cart (features do not import each other). */
const CART_PARTS: CartParts = {
  useActivityLines,
  more: (props) => (
    <Suspense fallback={null}>
      <MoreParts {...props} />
    </Suspense>
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
