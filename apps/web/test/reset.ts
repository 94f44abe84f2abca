import { vi } from "vitest";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { clearNotifications } from "../src/shared/notifications/notification-store.ts";
import { resetOverlayRequests } from "../src/shared/overlays/overlay-requests.ts";

/** Each test starts as a first visit: Spanish, nothing stored, no messages, no analytics queue. */
export async function resetSite(): Promise<void> {
  window.localStorage.clear();
  await i18n.changeLanguage("es");
  document.documentElement.lang = "es";
  document.title = "";
  window.dataLayer = undefined;
  clearNotifications();
  resetOverlayRequests();
  vi.unstubAllGlobals();
}
