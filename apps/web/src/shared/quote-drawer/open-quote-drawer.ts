/**
 * The header's Get prices button lives in the layout, the quote drawer in its own feature (a later issue),
 * and features do not import each other: the button announces the wish with a window event and the
 * drawer listens for it.
 */
export const OPEN_QUOTE_DRAWER_EVENT = "park:open-quote-drawer";

export function requestQuoteDrawer(): void {
  window.dispatchEvent(new CustomEvent(OPEN_QUOTE_DRAWER_EVENT));
}
