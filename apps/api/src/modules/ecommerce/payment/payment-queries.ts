import type { PaymentSettings, QuoteIntent } from "@park/domain/checkout/payment-result.ts";
import { AppError } from "../../../http/app-error.ts";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import { SANDBOX_PUBLISHABLE_KEY } from "../../../infra/payments/sandbox-keys.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import { found } from "../quotes/service.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";

export type PaymentQueries = ReturnType<typeof createPaymentQueries>;

/** The reads of the checkout: the quote's latest intent and the card fields' settings. */
export function createPaymentQueries(deps: {
  store: EcommerceStore;
  gateway: PaymentGateway;
  publishableKeys: { MXN: string | undefined; USD: string | undefined };
}) {
  const { store, gateway, publishableKeys } = deps;
  return {
    /** The latest intent of the quote as the provider has it now (owner only); 404 when none. */
    async latestIntent(quoteId: string, visitorId: string): Promise<QuoteIntent> {
      requireQuoteOwner(found(await store.quotes.byId(quoteId)), visitorId);
      const attempt = await store.payments.latest(quoteId, { withIntent: true });
      const intent = attempt?.intentId ? await gateway.retrieveIntent(attempt.intentId) : null;
      if (!intent) throw new AppError(404, "not_found");
      return { paymentIntentId: intent.id, status: intent.status, clientSecret: intent.clientSecret || null };
    },

    settings(): PaymentSettings {
      if (gateway.mode === "sandbox") {
        return {
          mode: "sandbox",
          publishableKeys: { MXN: SANDBOX_PUBLISHABLE_KEY, USD: SANDBOX_PUBLISHABLE_KEY },
        };
      }
      return {
        mode: "stripe",
        publishableKeys: { MXN: publishableKeys.MXN ?? "", USD: publishableKeys.USD ?? "" },
      };
    },
  };
}
