/*
 * The gate page's service worker (docs/decisions/0029): registered by /office/gate only, with the scope
 * /office/gate, so it controls that page and nothing a visitor opens. It lets the page reopen without
 * network: each file the page loads is kept as it comes from the network, and served from that copy only
 * when the network fails. The office's API calls pass through untouched: the day's list and the queue
 * live in the page's IndexedDB, and nothing personal is kept here.
 */
const CACHE = "office-gate-v1";

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/"))
    return;
  event.respondWith(
    fetch(request).then(
      (response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      },
      () =>
        caches
          .match(request, { ignoreSearch: request.mode === "navigate" })
          .then((cached) => cached ?? Response.error()),
    ),
  );
});
