import { LANGUAGES, type Language } from "@park/domain/constants.ts";
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

/** The language a shared address names (`/prices?lang=en`, decision 0020), if any. */
function addressLanguage(): Language | null {
  const named = new URLSearchParams(window.location.search).get("lang");
  return isLanguage(named) ? named : null;
}

/** The language restoreStoredLanguage will switch to: the address's, else an earlier visit's, if any. */
export function languageToRestore(): Language | null {
  return addressLanguage() ?? readStoredLanguage();
}

/**
 * After hydration: switch to the language the address names (kept as the visitor's choice, as the
 * selector would), else to the one chosen on an earlier visit, if any.
 */
export function restoreStoredLanguage(): Promise<void> {
  const named = addressLanguage();
  if (named) return chooseLanguage(named);
  return applyLanguage(readStoredLanguage() ?? currentLanguage());
}
