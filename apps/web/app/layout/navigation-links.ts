import {
  PRODUCT_SECTIONS,
  type ProductSection,
  sectionLandingPath,
} from "../../src/shared/routing/site-pages.ts";

export interface SectionLink {
  to: string;
  labelKey: `sections.${ProductSection["id"]}`;
  /** Pages under this prefix belong to the section (the link shows as current there). */
  prefix: string;
}

export const SECTION_LINKS: readonly SectionLink[] = PRODUCT_SECTIONS.map((section) => ({
  to: sectionLandingPath(section),
  labelKey: `sections.${section.id}`,
  prefix: `/${section.path}/`,
}));

/** Information pages listed in the mobile menu after the park areas. */
export const INFO_LINKS: readonly { to: string; labelKey: string }[] = [
  { to: "/prices", labelKey: "pages.prices" },
  { to: "/events", labelKey: "pages.events" },
  { to: "/faq", labelKey: "pages.faq" },
  { to: "/directions", labelKey: "pages.directions" },
  { to: "/contact", labelKey: "pages.contact" },
  { to: "/careers", labelKey: "pages.careers" },
];

/** aria-current of a section link: "page" on the page it opens, "true" on the section's other pages. */
export function sectionLinkCurrent(pathname: string, link: SectionLink): "page" | "true" | undefined {
  if (pathname === link.to) return "page";
  return pathname.startsWith(link.prefix) ? "true" : undefined;
}
