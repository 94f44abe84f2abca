/**
 * What some pages have beyond the common layout (001 §2), by route id. The canopy pages add a canopy
 * pass to the quote; horseback riding has its own add-to-cart; the fountain shows its animation; two
 * pages point to a related one; the restaurant opens its menu.
 */
export type PageExtra =
  | { kind: "canopy-pass" }
  | { kind: "horseback" }
  | { kind: "fountain" }
  | { kind: "link"; to: string; text: "atvRentals" | "horsebackLink" }
  | { kind: "menu" };

export const PAGE_EXTRAS: Readonly<Record<string, PageExtra>> = {
  "product.air.canopy-tour": { kind: "canopy-pass" },
  "product.air.zip-lines": { kind: "canopy-pass" },
  "product.air.suspension-bridges": { kind: "canopy-pass" },
  "product.air.safety": { kind: "canopy-pass" },
  "product.earth.horseback-riding": { kind: "horseback" },
  "product.water.interactive-fountain": { kind: "fountain" },
  "product.earth.atv-track": { kind: "link", to: "/product-services/atv-rentals", text: "atvRentals" },
  "product.earth.echo-viewpoint": {
    kind: "link",
    to: "/product-earth/horseback-riding",
    text: "horsebackLink",
  },
  "services.restaurant": { kind: "menu" },
};

/** The restaurant's menu (public/menu/), opened with a timestamp query so a new menu is never a cached old one. */
export const MENU_PDF = "/menu/restaurant-menu.pdf";

export function menuUrl(now: number): string {
  return `${MENU_PDF}?t=${now}`;
}
