import { useEffect, useState } from "react";
import { restoreStoredLanguage } from "../../src/shared/i18n/language.ts";

/**
 * The prerendered HTML is Spanish and hydration must render the same; only then is the language of an
 * earlier visit applied (its texts may have to be fetched first). Returns true once that happened.
 */
export function useRestoredLanguage(): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let mounted = true;
    void restoreStoredLanguage().then(() => {
      if (mounted) setRestored(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return restored;
}
