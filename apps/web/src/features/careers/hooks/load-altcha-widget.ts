import ShaWorker from "altcha/workers/sha?worker";

/**
 * Loads the ALTCHA widget in its strict-CSP build: the default build starts its proof-of-work workers from
 * blob: URLs, which the site's Content-Security-Policy (script-src 'self') refuses, so the SHA worker is
 * bundled as a file of our own origin and registered for the SHA-256 challenges our API makes.
 */
export async function loadAltchaWidget(): Promise<void> {
  await import("altcha/external");
  await Promise.all([import("altcha/i18n/es-419"), import("altcha/altcha.css")]);
  globalThis.$altcha.algorithms.set("SHA-256", () => new ShaWorker());
}
