import { citySuggestionsSchema } from "@park/domain/checkout/city-suggestions-dto.ts";
import { type Country, countrySchema } from "@park/domain/checkout/country-dto.ts";
import { exchangeRateSchema } from "@park/domain/checkout/exchange-rate-dto.ts";
import { type PaymentResult, paymentResultSchema } from "@park/domain/checkout/payment-result.ts";
import type { PaymentRequestBody } from "@park/domain/checkout/payment-schema.ts";
import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";

/** The payment data of one attempt without its card reference (the payment method or the intent). */
export type PaymentData = Omit<PaymentRequestBody, "paymentMethodId" | "paymentIntentId">;
export type PaymentReference = { paymentMethodId: string } | { paymentIntentId: string };

/** The checkout calls of 000 §7 and the checkout contract; every answer is checked before use. */
export const checkoutApi = {
  async countries(): Promise<Country[]> {
    return z.array(countrySchema).parse(await apiRequest("/api/catalog/country"));
  },
  async citySuggestions(query: { country: string; state: string; city: string }): Promise<string[]> {
    return citySuggestionsSchema.parse(await apiRequest("/api/core/origin", { query }));
  },
  /** Pesos per US dollar. */
  async exchangeRate(): Promise<number> {
    return exchangeRateSchema.parse(await apiRequest("/api/core/exchange-rate")).value;
  },
  async pay(request: PaymentData & PaymentReference): Promise<PaymentResult> {
    return paymentResultSchema.parse(
      await apiRequest("/api/ecommerce/payment/", { method: "POST", secure: true, json: request }),
    );
  },
  /** The quote as the payment side sees it: the status check after an unanswered payment. */
  async paymentQuote(quoteId: string): Promise<QuoteDto> {
    return quoteDtoSchema.parse(
      await apiRequest(`/api/ecommerce/payment/quotes/${encodeURIComponent(quoteId)}`),
    );
  },
};
