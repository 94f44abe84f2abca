import { DEFAULT_LANGUAGE, LANGUAGES } from "@park/domain/constants.ts";
import { LANGUAGE_STORAGE_KEY } from "../../src/shared/i18n/language.ts";

/**
 * The pages are prerendered in Spanish. A visitor whose language is another one (stored from an earlier
 * visit, or named by `?lang=`) would see the Spanish page and then every text swapped, which moves the whole
 * page (a layout shift of up to 0.22). So a script in <head>, before the first paint, marks the document with
 * this attribute; app.css keeps the page hidden while it is set (at most 3 s, in CSS, should the app never
 * start), and the app removes it once the page shows in the visitor's language. Spanish visitors are never
 * hidden. The API allows the script by its hash, as it does the router's inline scripts.
 */
export const LANGUAGE_PENDING_ATTRIBUTE = "data-language-pending";

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Mirrors restoreStoredLanguage (language.ts): a valid `?lang=` first, else the stored language. */
export const LANGUAGE_PENDING_SCRIPT = `try{var a=${JSON.stringify(LANGUAGES)},n=new URLSearchParams(location.search).get("lang"),l=a.indexOf(n)>=0?n:localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});if(${JSON.stringify(OTHER_LANGUAGES)}.indexOf(l)>=0)document.documentElement.setAttribute(${JSON.stringify(LANGUAGE_PENDING_ATTRIBUTE)},"")}catch(e){}`;

const heldRestore = new Set<Promise<unknown>>();
const heldReveal = new Set<Promise<unknown>>();

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

/**
 * Keeps the page hidden until `loading` settles too: a part that loads its own texts in the visitor's
 * language (a product page) would otherwise show a placeholder after the reveal.
 */
export function holdLanguageReveal(loading: Promise<unknown>): void {
  heldReveal.add(loading);
}

/** Shows the page, once everything held has settled; nothing happens for a page that was never hidden. */
export async function revealPendingLanguage(): Promise<void> {
  if (!document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)) return;
  await Promise.allSettled([...heldReveal]);
  heldReveal.clear();
  // After the render that shows the visitor's language has been committed.
  requestAnimationFrame(() => document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE));
}
