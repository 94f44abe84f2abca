/**
 * Structured data the server adds to a prerendered page from what only the database knows (decision 0061):
 * the upcoming events, the lodging offers of the live price catalog. Each source answers for the pages it
 * knows and with nothing for the rest.
 */
export type LiveStructuredData = (path: string, origin: string) => Promise<readonly object[]>;

/** Every source's data for a page, in the sources' order. */
export function allOf(...sources: readonly LiveStructuredData[]): LiveStructuredData {
  return async (path, origin) => (await Promise.all(sources.map((source) => source(path, origin)))).flat();
}

/**
 * The attribute that marks a script as the server's: the app keeps these through hydration, which would
 * otherwise drop tags it did not render (apps/web/app/layout/live-structured-data.tsx).
 */
export const LIVE_MARK = "data-live";

/** One JSON-LD script element; every "<" escaped, so no text in the data can end the element. */
export function structuredDataScript(data: object): string {
  return `<script type="application/ld+json" ${LIVE_MARK}>${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}

/**
 * The page with the data at the end of its head, after every tag the app renders there, so hydration
 * meets the head it rendered. Unchanged without data.
 */
export function withStructuredData(html: string, items: readonly object[]): string {
  if (items.length === 0) return html;
  return html.replace("</head>", `${items.map(structuredDataScript).join("")}</head>`);
}
