import { OXXO_TIME_ZONE } from "@park/domain/checkout/voucher-terms.ts";
import type { Language } from "@park/domain/constants.ts";

/**
 * A payment deadline as the visitor reads it in an e-mail or on the provider's page: by Mexico City's clock
 * (a voucher's and a transfer's own), with the zone named.
 */
export function paymentDeadline(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: OXXO_TIME_ZONE,
    timeZoneName: "short",
  }).format(instant);
}
