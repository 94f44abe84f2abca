import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { followAddressLanguage } from "../../src/shared/i18n/language.ts";
import { clearNotifications } from "../../src/shared/notifications/notification-store.ts";
import { withoutLanguage } from "../../src/shared/routing/page-language.ts";
import { isLanguageSwitch, useMoveToLanguage } from "../../src/shared/routing/use-choose-language.ts";
import { usePageViewTracking } from "./analytics/use-page-view-tracking.ts";
import { useRestoredLanguage } from "./use-restored-language.ts";

/**
 * What every navigation does (001 §2): messages are cleared, a page view is sent, and an information
 * page shows the language of its address (language.ts). Rendered before <main>
 * so its effects run before the new page's own effects: a message the page pushes on arrival is kept.
 */
export function RouteChangeEffects({ mainId }: { mainId: string }) {
  const location = useLocation();
  const moveToLanguage = useMoveToLanguage();
  const languageRestored = useRestoredLanguage();
  usePageViewTracking(languageRestored);

  const previous = useRef({ key: location.key, pathname: location.pathname });
  useEffect(() => {
    const before = previous.current;
    if (before.key === location.key) return;
    previous.current = { key: location.key, pathname: location.pathname };
    // The same page in another language (the selector) is no new page.
    if (isLanguageSwitch(location.state)) return;
    // A message names its page whatever the language: "/" is also "/en".
    clearNotifications(withoutLanguage(location.pathname));
    void followAddressLanguage(location.pathname).then((moveTo) => {
      if (moveTo !== null) void moveToLanguage(location, moveTo);
    });
    // A new page (not a new query or anchor on the same one): move focus to it so screen readers start
    // reading there instead of staying on the link that was followed.
    if (before.pathname !== location.pathname && !location.hash) {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
  }, [location, mainId, moveToLanguage]);

  return null;
}
