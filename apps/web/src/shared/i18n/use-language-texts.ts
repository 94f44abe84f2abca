import type { Language } from "@park/domain/constants.ts";
import { useEffect, useState } from "react";
import { i18n } from "./i18n.ts";

function hasTexts(language: Language): boolean {
  return i18n.hasResourceBundle(language, "translation");
}

/**
 * For the rare screen that shows a language other than the current one (the maintenance page speaks
 * both): fetches that language's texts if they are not loaded yet and tells when they are.
 */
export function useLanguageTexts(language: Language): boolean {
  const [ready, setReady] = useState(() => hasTexts(language));
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void i18n.loadLanguages(language).then(() => {
      if (mounted) setReady(hasTexts(language));
    });
    return () => {
      mounted = false;
    };
  }, [language, ready]);
  return ready;
}
