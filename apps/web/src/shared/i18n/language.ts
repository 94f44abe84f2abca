import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@park/domain/constants.ts";
import { addressLanguage, isTranslatedPath } from "../routing/page-language.ts";
import { i18n } from "./i18n.ts";

export const LANGUAGE_STORAGE_KEY = "park.language";

/** Each language is named in itself and carries the currency prices are shown in (001 §1). */
export const LANGUAGE_OPTIONS: Record<Language, { label: string; short: string; currency: string }> = {
  es: { label: "Español", short: "ES", currency: "MXN" },
  en: { label: "English", short: "EN", currency: "MXN" },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function currentLanguage(): Language {
  return i18n.language;
}

// Storage can be unavailable (private windows, blocked cookies): the site then simply forgets the choice.
export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted; the language still changes for this visit.
  }
}

// English texts may still be on their way (i18n.ts): the page, its title and `<html lang>` switch together
// once they are in. A failed download keeps the current language.
async function applyLanguage(language: Language): Promise<void> {
  try {
    await i18n.changeLanguage(language);
  } catch {
    return;
  }
  document.documentElement.lang = currentLanguage();
}

/** The visitor's choice from the selector: shown as soon as its texts are in and kept for later visits. */
export function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  return applyLanguage(language);
}

/**
 * The language an information page shows is its address's (decision 0059). Arriving at one, after
 * hydration or by a navigation (the back button, a typed address): an English address is kept as the
 * visitor's choice, as the selector would; on a plain (Spanish) one, a stored choice of another language
 * is applied and returned, as the language whose address the visitor is to be moved to (before the first
 * paint the head script already did, language-pending.ts). Null when the visitor stays.
 */
export async function followAddressLanguage(pathname: string): Promise<Language | null> {
  const shown = addressLanguage(pathname);
  if (shown === null) return null;
  if (shown !== DEFAULT_LANGUAGE) {
    await chooseLanguage(shown);
    return null;
  }
  const stored = readStoredLanguage();
  if (stored !== null && stored !== DEFAULT_LANGUAGE) {
    // Shown as the address changes; texts that cannot load keep the visitor where they are.
    await applyLanguage(stored);
    return currentLanguage() === stored ? stored : null;
  }
  await applyLanguage(DEFAULT_LANGUAGE);
  return null;
}

/**
 * After hydration: an information page follows its address (above); any other page switches to the
 * language an older shared link names (`/cart?lang=en`), kept as the visitor's choice, else to the one
 * chosen on an earlier visit. Returns the language whose address the visitor is to be moved to, if any.
 */
export async function restoreStoredLanguage({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): Promise<Language | null> {
  if (isTranslatedPath(pathname)) return followAddressLanguage(pathname);
  const named = new URLSearchParams(search).get("lang");
  if (isLanguage(named)) await chooseLanguage(named);
  else await applyLanguage(readStoredLanguage() ?? currentLanguage());
  return null;
}
