import { useEffect, useState } from "react";
import { restoreStoredLanguage } from "../../src/shared/i18n/language.ts";
import { languageRestoreReady, revealPendingLanguage } from "./language-pending.ts";

/**
 * The prerendered HTML is Spanish and hydration must render the same, parts that hydrate late included
 * (language-pending.ts); only then is the language of an earlier visit applied (its texts may have to be
 * fetched first). Returns true once that happened.
 */
export function useRestoredLanguage(): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let mounted = true;
    void languageRestoreReady()
      .then(restoreStoredLanguage)
      .then(() => {
        if (mounted) setRestored(true);
      });
    return () => {
      mounted = false;
    };
  }, []);
  // The page was kept hidden while it still showed the prerendered Spanish (language-pending.ts).
  useEffect(() => {
    if (restored) void revealPendingLanguage();
  }, [restored]);
  return restored;
}
