const API_PREFIXES = ["/api/", "/auth/", "/__sandbox/"];

/** The path as the router matches it: percent-encoding decoded (`/%61pi/` is `/api/` to the router). */
function routedPath(url: string): string {
  const path = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Paths the API owns (never a page of the web), with or without a query string, read as the router reads
 * them: the rate limit spares page reads by this test, and an encoded `/api/` must not pass for a page.
 */
export function isApiPath(url: string): boolean {
  // A prefix written plainly stays that prefix once decoded: the API's own calls need no decoding.
  if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return true;
  const path = routedPath(url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
