import { DEFAULT_LANGUAGE, LANGUAGES } from "@park/domain/constants.ts";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./locales/en.json";
import es from "./locales/es.json";

/**
 * The one i18next instance of the site. It always starts in Spanish so the prerendered HTML and the
 * first client render agree; the visitor's stored choice is applied after hydration (language.ts).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Both languages are bundled: initialise synchronously so the first render already has its texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
