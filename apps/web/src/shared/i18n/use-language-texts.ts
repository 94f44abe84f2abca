import type { Language } from "@park/domain/constants.ts";
import { useEffect, useState } from "react";
import { i18n } from "./i18n.ts";

/**
 * For the rare screen that shows a language other than the current one (the maintenance page speaks
 * both): fetches that language's texts if they are not loaded yet and tells when they are.
 */
export function useLanguageTexts(language: Language): boolean {
  const [ready, setReady] = useState(() => i18n.hasTexts(language));
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void i18n.loadTexts(language).then(
      () => {
        if (mounted) setReady(true);
      },
      // Without them the screen keeps to the language it has.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [language, ready]);
  return ready;
}
