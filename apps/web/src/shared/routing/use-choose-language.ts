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

type Address = { pathname: string; search: string; hash: string };

/**
 * Replaces an address with the same page's address in `language`, where the page has one per language
 * (decision 0059): no new page, so the visitor stays where they were on it. The selector, the restore
 * after hydration and a navigation to a plain address all move this way.
 */
export function useMoveToLanguage(): (address: Address, language: Language) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async ({ pathname, search, hash }: Address, language: Language) => {
      const here = `${pathname}${search}${hash}`;
      const there = localizedPath(here, language);
      if (there === here) return;
      await navigate(there, { replace: true, preventScrollReset: true, state: LANGUAGE_SWITCH_STATE });
    },
    [navigate],
  );
}

/**
 * The language selector's choice: kept, shown once its texts are in, and on an information page the
 * address follows (`/prices` becomes `/en/prices`), in place of the page it was.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const moveToLanguage = useMoveToLanguage();
  const location = useLocation();
  return useCallback(
    async (language: Language) => {
      await chooseLanguage(language);
      // Texts that could not load keep the language, and so the address.
      if (currentLanguage() === language) await moveToLanguage(location, language);
    },
    [moveToLanguage, location],
  );
}
