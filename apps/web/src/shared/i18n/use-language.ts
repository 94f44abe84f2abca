import type { Language } from "@park/domain/constants.ts";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "./language.ts";

/** The language shown now; components using it re-render when the visitor switches. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
