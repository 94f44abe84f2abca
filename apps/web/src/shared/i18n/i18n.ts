import { DEFAULT_LANGUAGE, LANGUAGES } from "@park/domain/constants.ts";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import es from "./locales/es.json";

type Texts = Record<string, ResourceKey>;

/**
 * Texts not bundled with the first load: English, fetched the first time it is chosen (or restored), with
 * the commerce texts so the drawer and cart read English too. Spanish is the prerender language and stays
 * in the first load; its commerce texts come with the commerce code (commerce-texts.ts).
 */
const lazyTexts = new Map<string, () => Promise<Texts[]>>([
  [
    "en",
    () =>
      Promise.all([
        import("./locales/en.json").then((module) => module.default),
        import("./locales/commerce/en.json").then((module) => module.default),
      ]),
  ],
]);

function mergeTexts(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === "object" && value !== null && typeof current === "object" && current !== null
        ? mergeTexts({ ...(current as Texts) }, value as Texts)
        : value;
  }
  return target;
}

// i18next asks its backend for a language it has no texts for; changeLanguage resolves once they are in.
const lazyLanguageBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    const load = lazyTexts.get(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (parts) =>
        callback(
          null,
          parts.reduce<Texts>((all, part) => mergeTexts(all, part), {}),
        ),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The one i18next instance of the site. It always starts in Spanish so the prerendered HTML and the
 * first client render agree; the visitor's stored choice is applied after hydration (language.ts).
 */
export const i18n = i18next.createInstance();

void i18n
  .use(lazyLanguageBackend)
  .use(initReactI18next)
  .init({
    resources: { es: { translation: es } },
    // Spanish is bundled; other languages come from the backend above when first used.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Spanish is bundled: initialise synchronously so the first render already has its texts.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
