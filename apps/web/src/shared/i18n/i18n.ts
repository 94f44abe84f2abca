import { DEFAULT_LANGUAGE, type Language } from "@park/domain/constants.ts";
import es from "./locales/es.json";

/** Texts as the locale files hold them: nested objects of strings, looked up by dotted keys. */
export interface Texts {
  [key: string]: string | Texts;
}

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`, ...) and fills `{{count}}`. */
  count?: number;
  /** A language other than the current one (the maintenance page speaks both). */
  lng?: Language;
  [name: string]: unknown;
}

/**
 * Texts not bundled with the first load: English, fetched the first time it is chosen (or restored), with
 * the commerce, careers, product pages' and office texts so those read English too. Spanish is the prerender language and stays
 * in the first load; its commerce texts come with the commerce code that shows them (commerce-texts.ts).
 */
const LAZY_TEXTS: Partial<Record<Language, () => Promise<Texts[]>>> = {
  en: () =>
    Promise.all([
      import("./locales/en.json").then((module) => module.default),
      import("./locales/commerce/english.ts").then((module) => module.commerceEnglish),
      import("./locales/careers/en.json").then((module) => module.default),
      import("./locales/product-pages/en.json").then((module) => module.default),
      import("./locales/office/en.json").then((module) => module.default),
    ]),
};

function mergeTexts(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === "object" && typeof current === "object" ? mergeTexts({ ...current }, value) : value;
  }
  return target;
}

function lookUp(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The site's texts in Spanish and English, and the language shown. Our own few lines instead of i18next:
 * the layout of every information page needs only lookup, `{{name}}` interpolation and plural forms, and
 * i18next with react-i18next was a fifth of that page's first-load JavaScript.
 */
function createI18n() {
  const texts = new Map<Language, Texts>([[DEFAULT_LANGUAGE, es]]);
  const loading = new Map<Language, Promise<void>>();
  const listeners = new Set<() => void>();
  let language: Language = DEFAULT_LANGUAGE;
  let requested: Language = DEFAULT_LANGUAGE;

  function find(lng: Language, key: string, count: number | undefined): string | undefined {
    const bundle = texts.get(lng);
    if (count !== undefined) {
      const plural = lookUp(bundle, `${key}_${pluralOf(lng, count)}`) ?? lookUp(bundle, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookUp(bundle, key);
  }

  function load(lng: Language): Promise<void> {
    const lazy = LAZY_TEXTS[lng];
    if (texts.has(lng) || !lazy) return Promise.resolve();
    let pending = loading.get(lng);
    if (!pending) {
      pending = lazy().then(
        (parts) => {
          texts.set(
            lng,
            parts.reduce<Texts>((all, part) => mergeTexts(all, part), {}),
          );
        },
        (error: unknown) => {
          // A later attempt may succeed (the visitor back online).
          loading.delete(lng);
          throw error;
        },
      );
      loading.set(lng, pending);
    }
    return pending;
  }

  return {
    /** The language shown now. */
    get language(): Language {
      return language;
    },

    /**
     * The text of `key` (in `options.lng` or the current language, else Spanish), its `{{name}}` filled
     * from `options`. A missing key reads as the key itself, as i18next did.
     */
    t(key: string, options: TranslateOptions = {}): string {
      const lng = options.lng ?? language;
      const text = find(lng, key, options.count) ?? find(DEFAULT_LANGUAGE, key, options.count) ?? key;
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in options ? String(options[name]) : whole,
      );
    },

    /** Whether `key` has a text in Spanish, the language every text is written in first. */
    has(key: string): boolean {
      return find(DEFAULT_LANGUAGE, key, undefined) !== undefined;
    },

    /** Switches once the language's texts are in; rejects (and keeps the language) when they cannot load. */
    async changeLanguage(next: Language): Promise<void> {
      requested = next;
      await load(next);
      // A later choice made while these texts were on their way wins.
      if (requested !== next || language === next) return;
      language = next;
      for (const listener of listeners) listener();
    },

    hasTexts(lng: Language): boolean {
      return texts.has(lng);
    },

    /** Fetches a language's texts without switching to it. */
    loadTexts(lng: Language): Promise<void> {
      return load(lng);
    },

    /** Adds texts to a language that has them (the commerce texts, with the commerce code). */
    addTexts(lng: Language, more: Texts): void {
      texts.set(lng, mergeTexts({ ...texts.get(lng) }, more));
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The one text store of the site. It always starts in Spanish so the prerendered HTML and the first
 * client render agree; the visitor's stored choice is applied after hydration (language.ts).
 */
export const i18n = createI18n();

export type TFunction = (key: string, options?: TranslateOptions) => string;
