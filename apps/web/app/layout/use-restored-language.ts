import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { restoreStoredLanguage } from "../../src/shared/i18n/language.ts";
import { useMoveToLanguage } from "../../src/shared/routing/use-choose-language.ts";
import { languageRestoreReady, revealPendingLanguage } from "./language-pending.ts";

/**
 * The prerendered HTML is in the language of its page's address, or Spanish, and hydration must render
 * the same, parts that hydrate late included (language-pending.ts); only then is the language of an
 * earlier visit applied (its texts may have to be fetched first), or, on an information page, the visitor
 * moved to its address in that language. Returns true once that happened.
 */
export function useRestoredLanguage(): boolean {
  const [restored, setRestored] = useState(false);
  const moveToLanguage = useMoveToLanguage();
  // Where the page was hydrated: the restore runs once, for it.
  const [arrival] = useState(useLocation());
  useEffect(() => {
    let mounted = true;
    void languageRestoreReady()
      .then(() => restoreStoredLanguage(arrival))
      .then(async (moveTo) => {
        if (moveTo !== null && mounted) await moveToLanguage(arrival, moveTo);
        if (mounted) setRestored(true);
      });
    return () => {
      mounted = false;
    };
  }, [moveToLanguage, arrival]);
  // The page was kept hidden while it still showed the prerendered Spanish (language-pending.ts).
  useEffect(() => {
    if (restored) void revealPendingLanguage();
  }, [restored]);
  return restored;
}
