import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useLanguage } from "../../../src/shared/i18n/use-language.ts";
import { isLanguageSwitch } from "../../../src/shared/routing/use-choose-language.ts";
import { pushToDataLayer } from "./data-layer.ts";

/**
 * Sends one page view per navigation (001 §2). `ready` stays false until the visitor's stored language is
 * applied after hydration, so the first view reports the title and language the visitor actually sees.
 */
export function usePageViewTracking(ready: boolean): void {
  const location = useLocation();
  const language = useLanguage();
  const trackedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || trackedKey.current === location.key) return;
    const first = trackedKey.current === null;
    trackedKey.current = location.key;
    // The same page in another language (the selector) was already viewed.
    if (!first && isLanguageSwitch(location.state)) return;
    pushToDataLayer({
      event: "page_view",
      page_path: `${location.pathname}${location.search}`,
      // <Meta /> has already written this navigation's title when effects run.
      page_title: document.title,
      language,
    });
  }, [ready, location.key, location.pathname, location.search, location.state, language]);
}
