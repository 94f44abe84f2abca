/**
 * What pages of the site may load (DESIGN.md §9): our own origin, plus what the site embeds: the Google
 * Maps frame (directions, contact), Stripe.js with its frames and API (payment), and data: images (QR codes).
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "https://js.stripe.com"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", "https://api.stripe.com"],
  "frame-src": [
    "'self'",
    "https://www.google.com",
    "https://maps.google.com",
    "https://js.stripe.com",
    "https://hooks.stripe.com",
  ],
  "media-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
  "script-src-attr": ["'none'"],
};

/** The header value, with extra script sources (hashes of a page's inline scripts) when given. */
export function contentSecurityPolicy(extraScriptSources: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const all = name === "script-src" ? [...sources, ...extraScriptSources] : sources;
      return `${name} ${all.join(" ")}`;
    })
    .join("; ");
}

/**
 * The policy of answers that are data (JSON): nothing in them may load or run, and no page may frame them.
 * A browser never renders JSON as a document, so the site's policy above would only be bytes on every call.
 */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
