import { CartPage } from "../../src/features/cart/components/cart-page.tsx";
import { useLodgingStatus } from "../../src/features/lodging-map/hooks/use-lodging-status.ts";
import { QueryProvider } from "../../src/shared/api/query-provider.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

/**
 * /cart (route shopping-cart). The cart and the lodging maps are separate features; this route joins
 * them: the maps' availability checks feed the cart's notices.
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
  return <CartPage lodging={lodging} />;
}
