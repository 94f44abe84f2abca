import { useEffect, useState } from "react";
import { restoreStoredLanguage } from "../../src/shared/i18n/language.ts";

/**
 * The prerendered HTML is Spanish and hydration must render the same; only then is the language of an
 * earlier visit applied. Returns true once that happened.
 */
export function useRestoredLanguage(): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    restoreStoredLanguage();
    setRestored(true);
  }, []);
  return restored;
}
