/**
 * What the API adds to the HTML of the office's pages: search engines are told not to index them, in a
 * header as well as the page's meta tag, since the office's HTML is the SPA fallback every client route
 * shares (its meta tag only exists once the office's code ran) and the header holds for any crawler.
 */
export const OFFICE_ROBOTS_TAG = "noindex, nofollow";

/** Whether a browser path is the office or below it, in any case, as the web's router matches routes. */
export function isOfficePage(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split("?")[0] ?? "");
  } catch {
    return false;
  }
  const normal = path.toLowerCase().replace(/\/+/g, "/");
  return normal === "/office" || normal.startsWith("/office/");
}
