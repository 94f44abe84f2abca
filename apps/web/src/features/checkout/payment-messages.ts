import { ApiError, NetworkError } from "../../shared/api/api-error.ts";
import { CardDataError } from "../../shared/card-payment/sandbox-payment-method.ts";
import type { TFunction } from "../../shared/i18n/i18n.ts";
import "../../shared/i18n/commerce/checkout.ts";

/**
 * The message of a refused payment (000 §8 payment server errors): the unavailable lodging and a missing
 * or not_acceptable error have the spec's texts; any other code shows the server's message (already in
 * the visitor's language). A refused card's data shows the provider's message.
 */
export function paymentErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof CardDataError || error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError)) return t("checkout.payment.failed");
  if (error.code === "can_not_save_reservation") return t("checkout.payment.unavailableLodging");
  // A body without our error JSON arrives as http_<status> (http.ts): the spec's "missing error field".
  if (error.code === "not_acceptable" || error.code.startsWith("http_")) return t("checkout.payment.failed");
  return error.message;
}
