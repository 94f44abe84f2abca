import { vi } from "vitest";
import { PESOS, setPaymentCharge } from "../src/features/quote/payment-charge.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { clearNotifications } from "../src/shared/notifications/notification-store.ts";
import { resetOverlayRequests } from "../src/shared/overlays/overlay-requests.ts";

/** Each test starts as a first visit: Spanish, nothing stored, no messages, no analytics queue. */
export async function resetSite(): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage("es");
  document.documentElement.lang = "es";
  // The title element is the page's own (render-site.tsx puts it in <head>): assigning "" would leave one behind.
  for (const title of document.head.querySelectorAll("title")) title.remove();
  window.dataLayer = undefined;
  clearNotifications();
  resetOverlayRequests();
  setPaymentCharge(PESOS);
  vi.unstubAllGlobals();
}
