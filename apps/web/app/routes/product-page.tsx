import { useCallback, useContext, useMemo } from "react";
import { useMatches, useNavigate } from "react-router";
import type { ProductPageActions } from "../../src/features/product-pages/components/page-extra.tsx";
import { ProductPage } from "../../src/features/product-pages/components/product-page.tsx";
import { hasStoredQuote } from "../../src/features/quote/quote-presence.ts";
import { PageLoadCacheContext } from "../../src/shared/api/page-load-cache.ts";
import { currentLanguage } from "../../src/shared/i18n/language.ts";
import { openQuoteDrawer } from "../../src/shared/overlays/overlay-requests.ts";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

/**
 * Every product, lodging and service page (001 §2). The quote and cart touch points live here, in the
 * app layer, so the product pages' feature does not import the commerce features; their code loads on
 * the first click, never with the page.
 */
export default function ProductPageRoute() {
  const routeId = useMatches().at(-1)?.id ?? "";
  const navigate = useNavigate();
  const cache = useContext(PageLoadCacheContext);

  const addCanopyPass = useCallback(async () => {
    // Without a quote there is nothing to add to yet: the drawer starts the visit.
    if (hasStoredQuote() && cache) {
      const { addCanopyPass: add } = await import("./product-page-canopy-pass.ts");
      await add(cache, currentLanguage());
    }
    openQuoteDrawer();
  }, [cache]);

  const addHorseback = useCallback(() => {
    // A ride needs a date and a time slot within the visit: the cart's horseback card asks for both.
    if (hasStoredQuote()) void navigate("/cart#activities-heading");
    else openQuoteDrawer();
  }, [navigate]);

  const actions = useMemo<ProductPageActions>(
    () => ({ addCanopyPass, addHorseback }),
    [addCanopyPass, addHorseback],
  );
  return <ProductPage key={routeId} routeId={routeId} actions={actions} />;
}
