import { PRODUCT_SECTIONS, type ProductSection } from "../../../shared/routing/site-pages.ts";

export interface ProductPageKey {
  /** Route id of the page (`product.earth.camping`). */
  id: string;
  section: ProductSection["id"];
  /** Path as the route table writes it (`product-earth/camping`). */
  path: string;
  /** Last part of the path (`camping`). */
  slug: string;
  /**
   * Unique name of the page's files: `<section>-<slug>` (camping is both an earth and a lodging page).
   * Its pictures live in `public/pictures/<key>/`, its texts in `content/<section>/<slug>.<language>.ts`.
   */
  key: string;
}

export const PRODUCT_PAGE_KEYS: readonly ProductPageKey[] = PRODUCT_SECTIONS.flatMap((section) =>
  section.pages.map((page) => {
    const slug = page.path.slice(section.path.length + 1);
    return { id: page.id, path: page.path, section: section.id, slug, key: `${section.id}-${slug}` };
  }),
);

export function productPageKey(routeId: string): ProductPageKey | undefined {
  return PRODUCT_PAGE_KEYS.find((page) => page.id === routeId);
}

export function productPageAt(pathname: string): ProductPageKey | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  return PRODUCT_PAGE_KEYS.find((page) => page.path === path);
}
