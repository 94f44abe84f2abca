import type { Language } from "@park/domain/constants.ts";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { chooseLanguage, currentLanguage } from "../i18n/language.ts";
import { localizedPath } from "./page-language.ts";

/** Marks the navigation of a language switch: the visitor stays where they were on the page. */
export const LANGUAGE_SWITCH_STATE = { languageSwitch: true } as const;

export function isLanguageSwitch(state: unknown): boolean {
  return typeof state === "object" && state !== null && "languageSwitch" in state;
}

/**
 * The language selector's choice: kept, shown once its texts are in, and on an information page the
 * address follows (`/prices` becomes `/en/prices`, decision 0059), in place of the page it was.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    async (language: Language) => {
      await chooseLanguage(language);
      // Texts that could not load keep the language, and so the address.
      if (currentLanguage() !== language) return;
      const here = `${pathname}${search}${hash}`;
      const there = localizedPath(here, language);
      if (there !== here) {
        await navigate(there, { replace: true, preventScrollReset: true, state: LANGUAGE_SWITCH_STATE });
      }
    },
    [navigate, pathname, search, hash],
  );
}
