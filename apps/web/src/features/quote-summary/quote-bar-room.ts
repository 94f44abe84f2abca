import { QUOTE_STORAGE_KEYS } from "../quote/quote-presence.ts";

/**
 * A returning visitor with a quote gets the header's quote summary once its code and the quote are in,
 * after the page has painted: the bar took its room then and pushed the whole page down (a layout shift).
 * So a script in <head> marks the document before the first paint when a quote is stored, and app.css
 * keeps the bar's room (`--quote-bar-room`: the height the bar had on this device at this screen width,
 * else its usual height at that width) until the summary shows or is known not to. app.css gives the room
 * up after 6 s whatever happens, should the quote never load. The API allows the script by its hash, as it
 * does the others.
 */
export const QUOTE_BAR_PENDING_ATTRIBUTE = "data-quote-bar-pending";
const ROOM_KEY = "park.quoteBarRoom";

export const QUOTE_BAR_ROOM_SCRIPT = `try{var s=localStorage;if(s.getItem(${JSON.stringify(QUOTE_STORAGE_KEYS.draft)})!==null||s.getItem(${JSON.stringify(QUOTE_STORAGE_KEYS.quoteId)})!==null){var d=document.documentElement,r=(s.getItem(${JSON.stringify(ROOM_KEY)})||"").split(":");d.setAttribute(${JSON.stringify(QUOTE_BAR_PENDING_ATTRIBUTE)},"");if(Number(r[0])===innerWidth&&Number(r[1])>0)d.style.setProperty("--quote-bar-room",r[1]+"px")}}catch(e){}`;

/** Remembers the bar's height at this screen width, for the next page load's room. */
export function rememberQuoteBarRoom(height: number): void {
  try {
    window.localStorage.setItem(ROOM_KEY, `${window.innerWidth}:${Math.round(height)}`);
  } catch {
    // Storage refused (private mode): the next load keeps one line's room.
  }
}

/** The summary shows, or will not: the room kept for it goes. */
export function releaseQuoteBarRoom(): void {
  const root = document.documentElement;
  root.removeAttribute(QUOTE_BAR_PENDING_ATTRIBUTE);
  root.style.removeProperty("--quote-bar-room");
}
