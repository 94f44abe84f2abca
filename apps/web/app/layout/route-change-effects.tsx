import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { clearNotifications } from "../../src/shared/notifications/notification-store.ts";
import { usePageViewTracking } from "./analytics/use-page-view-tracking.ts";
import { useRestoredLanguage } from "./use-restored-language.ts";

/**
 * What every navigation does (001 §2): messages are cleared and a page view is sent. Rendered before <main>
 * so its effects run before the new page's own effects: a message the page pushes on arrival is kept.
 */
export function RouteChangeEffects({ mainId }: { mainId: string }) {
  const location = useLocation();
  const languageRestored = useRestoredLanguage();
  usePageViewTracking(languageRestored);

  const previous = useRef({ key: location.key, pathname: location.pathname });
  useEffect(() => {
    const before = previous.current;
    if (before.key === location.key) return;
    previous.current = { key: location.key, pathname: location.pathname };
    clearNotifications(location.pathname);
    // A new page (not a new query or anchor on the same one): move focus to it so screen readers start
    // reading there instead of staying on the link that was followed.
    if (before.pathname !== location.pathname && !location.hash) {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
  }, [location.key, location.pathname, location.hash, mainId]);

  return null;
}
