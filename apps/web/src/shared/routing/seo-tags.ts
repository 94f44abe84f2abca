import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@park/domain/constants.ts";
import { i18n } from "../i18n/i18n.ts";
import { localizedPath, withoutLanguage } from "./page-language.ts";
import { sitePageById } from "./site-pages.ts";

const OG_LOCALES: Record<Language, string> = { es: "es_MX", en: "en_US" };

/** The picture a shared link shows (public/share/, drawn by scripts/generate-share-image.mjs): a PNG, as cards want. */
const SHARE_IMAGE = { path: "share/ensenada-park.png", width: 1200, height: 630 };

/** The absolute address of a page path ("" is the homepage) in a language (page-language.ts). */
export function pageUrl(path: string, language: Language): string {
  return `${__SITE_ORIGIN__}${localizedPath(`/${path}`, language)}`;
}

/** A tag of React Router's `meta`: the title, a <link> (tagName) or a <meta> (property or name). */
// A type, not an interface: React Router's MetaDescriptor wants an index signature, which only types get implicitly.
export type PageTag = {
  title?: string;
  tagName?: "link";
  rel?: string;
  href?: string;
  hrefLang?: string;
  property?: string;
  name?: string;
  content?: string;
};

/**
 * Canonical address, hreflang alternates and Open Graph tags of an information page (issue 11 item 10),
 * or of a vacancy at `pathname` (its address), in the language shown. The visitor's pages (cart, order,
 * an application) get none.
 */
export function seoTags(
  routeId: string | undefined,
  title: string,
  description: string,
  pathname?: string,
): PageTag[] {
  const page = routeId ? sitePageById(routeId) : undefined;
  const path = page?.prerender
    ? page.path
    : page?.translated && pathname
      ? withoutLanguage(pathname).slice(1)
      : undefined;
  if (path === undefined) return [];
  const language = i18n.language;
  const url = pageUrl(path, language);
  return [
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map(
      (lng): PageTag => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: lng,
        href: pageUrl(path, lng),
      }),
    ),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: pageUrl(path, DEFAULT_LANGUAGE) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: i18n.t("brand.name") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[language] },
    ...LANGUAGES.filter((lng) => lng !== language).map((lng) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[lng],
    })),
    { property: "og:image", content: `${__SITE_ORIGIN__}/${SHARE_IMAGE.path}` },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: i18n.t("brand.shareImageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
