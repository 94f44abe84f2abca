/** The cache office-gate-sw.js keeps the gate page's files in; the same name as in that file. */
const CACHE = "office-gate-v1";

/**
 * Lets the gate page reopen without network: registers the gate's service worker (scope /office/gate,
 * so no other page is ever controlled by it) and puts in its cache the files this visit of the page
 * already loaded, which went past the worker because it was not there yet.
 */
export async function keepGatePageOffline(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  await navigator.serviceWorker.register("/office-gate-sw.js", { scope: "/office/gate" });
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith("/api/"))
    .map((url) => url.href);
  const cache = await caches.open(CACHE);
  await cache.addAll([location.pathname, ...new Set(loaded)]);
}
