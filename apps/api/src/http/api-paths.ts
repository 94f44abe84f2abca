const API_PREFIXES = ["/api/", "/auth/", "/__sandbox/"];

/** Paths the API owns (never a page of the web), with or without a query string. */
export function isApiPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
