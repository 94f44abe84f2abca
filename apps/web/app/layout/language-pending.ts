import { DEFAULT_LANGUAGE, LANGUAGES } from "@park/domain/constants.ts";
import { LANGUAGE_STORAGE_KEY } from "../../src/shared/i18n/language.ts";

/**
 * Information pages are prerendered in the language of their address (`/prices`, `/en/prices`: decision
 * 0059); the cart, payment and order frames and the SPA fallback in Spanish. A script in <head>, before the
 * first paint, puts a returning visitor in their language:
 * - on a plain (Spanish) information address, a stored choice of another language moves them to that
 *   language's address (the page's own `hreflang` alternate), as a server redirect would;
 * - on any other page it marks the document with this attribute when the visitor's language (named by
 *   `?lang=` or stored) is not Spanish, since they would see the Spanish frame and then every text swapped,
 *   which moves the whole page (a layout shift of up to 0.22). app.css keeps the page hidden while it is set
 *   (at most 3 s, in CSS, should the app never start), and the app removes it once the page shows in the
 *   visitor's language.
 * Spanish visitors are never hidden nor moved. The API allows the script by its hash, as it does the
 * router's inline scripts. It runs after <PageMeta />, whose links it reads.
 */
export const LANGUAGE_PENDING_ATTRIBUTE = "data-language-pending";

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Mirrors restoreStoredLanguage (language.ts). `parkLeaving` tells the page's boot not to start. */
export const LANGUAGE_PENDING_SCRIPT = `try{var d=document.documentElement,s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),o=${JSON.stringify(OTHER_LANGUAGES)};if(document.querySelector('link[rel="canonical"]')){var t=o.indexOf(s)>=0&&d.lang===${JSON.stringify(DEFAULT_LANGUAGE)}&&document.querySelector('link[rel="alternate"][hreflang="'+s+'"]');if(t){window.parkLeaving=true;location.replace(new URL(t.href).pathname+location.search+location.hash)}}else{var a=${JSON.stringify(LANGUAGES)},n=new URLSearchParams(location.search).get("lang"),l=a.indexOf(n)>=0?n:s;if(o.indexOf(l)>=0)d.setAttribute(${JSON.stringify(LANGUAGE_PENDING_ATTRIBUTE)},"")}}catch(e){}`;

const heldRestore = new Set<Promise<unknown>>();

/**
 * Delays the switch to the visitor's language until `loading` settles: what a prerendered part suspends on
 * while it hydrates (a product page's Spanish texts). Preact hydrates such a part when its data is in, and
 * a hydration keeps the prerendered attributes: had the language changed meanwhile, the part would keep
 * Spanish labels under English texts.
 */
export function holdLanguageRestore(loading: Promise<unknown>): void {
  heldRestore.add(loading);
}

/** Resolves once what holds the language switch has settled and the parts waiting on it have hydrated. */
export async function languageRestoreReady(): Promise<void> {
  if (heldRestore.size === 0) return;
  await Promise.allSettled([...heldRestore]);
  heldRestore.clear();
  // Preact renders the resumed parts in a microtask: a task later they are hydrated.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Shows the page; nothing happens for a page that was never hidden. */
export async function revealPendingLanguage(): Promise<void> {
  if (!document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)) return;
  // After the render that shows the visitor's language has been committed.
  requestAnimationFrame(() => document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE));
}
