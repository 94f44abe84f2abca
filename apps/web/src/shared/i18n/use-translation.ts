import type { Language } from "@park/domain/constants.ts";
import { useMemo, useSyncExternalStore } from "react";
import { i18n, type TFunction } from "./i18n.ts";

function languageNow(): Language {
  return i18n.language;
}

/** `t` in the current language; the component re-renders (with a new `t`) when the visitor switches. */
export function useTranslation(): { t: TFunction } {
  const language = useSyncExternalStore(i18n.subscribe, languageNow, languageNow);
  return useMemo(() => ({ t: (key, options) => i18n.t(key, { lng: language, ...options }) }), [language]);
}
