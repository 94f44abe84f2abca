import { QUOTE_STORAGE_KEYS } from "../../src/features/quote/quote-presence.ts";

/**
 * 000 §2: a visitor without a quote who opens the cart is sent to the homepage. The cart page does it too
 * (cart-page.tsx), but only once its code (the quote store, the cart, TanStack Query: about 170 KB) has
 * been fetched and run, which on a phone is seconds of a blank cart before the homepage. This script in
 * <head> reads the same stored keys before anything loads and goes home at once (the query string kept, so a
 * `?lang=` still applies there). Visitors with a quote, or who emptied their cart (its Get prices screen),
 * stay. `window.parkLeaving` tells the page's boot (scripts/paint-first.mjs) not to fetch the cart's modules
 * while the browser goes. The API allows the script by its hash, as it does the others.
 */
export const CART_WITHOUT_QUOTE_SCRIPT = `try{if(location.pathname==="/cart"){var s=localStorage;if(s.getItem(${JSON.stringify(QUOTE_STORAGE_KEYS.draft)})===null&&s.getItem(${JSON.stringify(QUOTE_STORAGE_KEYS.quoteId)})===null&&s.getItem(${JSON.stringify(QUOTE_STORAGE_KEYS.cartEmpty)})!=="true"){window.parkLeaving=true;location.replace("/"+location.search)}}}catch(e){}`;
