import type { Language } from "@park/domain/constants.ts";
import { currentLanguage } from "./language.ts";
import { useTranslation } from "./use-translation.ts";

/** The language shown now; components using it re-render when the visitor switches. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
