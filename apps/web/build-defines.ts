/**
 * Values fixed when the site is built. The prerendered HTML carries the build year in the footer;
 * hydration starts from the same value so it never mismatches, then the browser shows its own year.
 */
export function buildTimeDefines(): Record<string, string> {
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_ORIGIN__: JSON.stringify(siteOrigin(process.env.SITE_ORIGIN)),
  };
}

/**
 * Where the site is published (SITE_ORIGIN, e.g. https://www.ensenadapark.com): canonical URLs, link
 * previews, hreflang and the sitemap name absolute addresses, and prerendered HTML is written before any
 * request arrives (docs/decisions/0020-seo-origin-and-language-urls.md). A malformed value stops the build.
 */
export function siteOrigin(value: string | undefined): string {
  const origin = value?.trim() || "https://www.ensenadapark.com";
  const url = new URL(origin);
  if (url.origin !== origin.replace(/\/+$/, ""))
    throw new Error(`SITE_ORIGIN must be an origin only: ${origin}`);
  return url.origin;
}
