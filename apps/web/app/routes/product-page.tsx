import { BREAKPOINTS, DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { useCallback, useContext, useMemo } from "react";
import { useMatches, useNavigate } from "react-router";
import type { ProductPageActions } from "../../src/features/product-pages/components/page-extra.tsx";
import { ProductPage } from "../../src/features/product-pages/components/product-page.tsx";
import { productPageAt } from "../../src/features/product-pages/content/page-keys.ts";
import { loadPage } from "../../src/features/product-pages/hooks/page-content-loader.ts";
import { hasStoredQuote } from "../../src/features/quote/quote-presence.ts";
import { PageLoadCacheContext } from "../../src/shared/api/page-load-cache.ts";
import { currentLanguage } from "../../src/shared/i18n/language.ts";
import { openQuoteDrawer } from "../../src/shared/overlays/overlay-requests.ts";
import { addressLanguage, withoutLanguage } from "../../src/shared/routing/page-language.ts";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";
import { breadcrumbStructuredData, structuredDataTag } from "../../src/shared/routing/structured-data.ts";
import { holdLanguageRestore } from "../layout/language-pending.ts";

// The page's texts start loading with this module, before React hydrates, in the language of its address
// (as the prerender): when they are in by then, the page hydrates at once instead of waiting for them, and
// a visitor's early click is not lost on a part of the page that is not hydrated yet.
if (typeof window !== "undefined") {
  const { pathname } = window.location;
  const page = productPageAt(withoutLanguage(pathname));
  if (page) {
    const shown = loadPage(page, addressLanguage(pathname) ?? DEFAULT_LANGUAGE);
    shown.catch(() => undefined);
    holdLanguageRestore(shown);
  }
}

export function meta({ matches }: PageMetaArgs) {
  const breadcrumbs = breadcrumbStructuredData(matches.at(-1)?.id);
  return [...pageMeta(matches.at(-1)?.id), ...(breadcrumbs ? [structuredDataTag(breadcrumbs)] : [])];
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
    // 000 §2 / 001 §2: the add-to-quote opens the visit drawer on screens wider than 767 px.
    openQuoteDrawer("stay", BREAKPOINTS.mobile + 1);
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
