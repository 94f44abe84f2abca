const OFFICE_PATH = /^\/office(?:[/?#]|$)/;

/**
 * Where to go after signing in: the office page the member was sent away from, or the office home.
 * Only paths of this site's office are followed, so a crafted link cannot send a member elsewhere.
 */
export function safeReturnPath(value: string | null): string {
  if (!value || !OFFICE_PATH.test(value)) return "/office";
  if (value.startsWith("/office/sign-in")) return "/office";
  try {
    const url = new URL(value, "https://park.invalid");
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === "https://park.invalid" && OFFICE_PATH.test(path) ? path : "/office";
  } catch {
    return "/office";
  }
}
