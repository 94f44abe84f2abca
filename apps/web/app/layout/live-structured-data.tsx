import { useLocation } from "react-router";
import { useHydrationDone } from "./hydration-done.tsx";

/**
 * Structured data the server wrote into the page from the database (the events, a vacancy's posting, the
 * lodging offers of the live price catalog: apps/api/src/web/live-structured-data.ts), marked so. Hydration
 * drops head tags the app did not render, and crawlers that run JavaScript read the page after it, so
 * the app keeps the server's scripts and renders them again, as they were, while it shows that address.
 */
const LIVE_SCRIPTS = 'script[type="application/ld+json"][data-live]';

let kept: { path: string; scripts: string[] } | undefined;

/** Called once, before hydration. */
export function keepLiveStructuredData(): void {
  const scripts = [...document.querySelectorAll(LIVE_SCRIPTS)].map((script) => script.textContent ?? "");
  kept = scripts.length > 0 ? { path: window.location.pathname, scripts } : undefined;
}

/** The kept scripts, after hydration (so it meets the HTML it rendered), on the page that brought them. */
export function LiveStructuredData() {
  const hydrated = useHydrationDone();
  const { pathname } = useLocation();
  if (!hydrated || !kept || kept.path !== pathname) return null;
  return kept.scripts.map((json, index) => (
    <script
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, kept as the server wrote it
      key={index}
      type="application/ld+json"
      data-live=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own JSON, every "<" escaped there
      dangerouslySetInnerHTML={{ __html: json }}
    />
  ));
}
