import { type PaymentRequest, paymentRequestSchema } from "@park/domain/checkout/payment-schema.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { vi } from "vitest";
import { contractQuote } from "./api-contract.ts";
import { type CommerceFakeOptions, fakeCommerceApi } from "./commerce-fake-api.ts";

/** What POST /api/ecommerce/payment/ answers; `status` other than 200 is a refusal `{ error, message, ... }`. */
export interface PaymentAnswer {
  status?: number;
  body: unknown;
}

export interface CheckoutFakeOptions extends CommerceFakeOptions {
  quote: QuoteDto;
  mode?: "sandbox" | "stripe";
  /** Pesos per dollar of GET /api/core/exchange-rate. */
  usdRate?: number;
  /** The payment's answer; by default the sandbox's behaviour of the test card used (see CARD_OUTCOMES). */
  pay?: (request: PaymentRequest, quote: QuoteDto) => PaymentAnswer | undefined;
  /** The quote GET answers after a payment refusal (a new total, lodging lost). */
  quoteAfterRefusal?: QuoteDto;
  /** The payment is charged but its answer never arrives (the network drops it). */
  answerLost?: boolean;
  /** The status check (GET /payment/quotes/{id}) fails this many times first. */
  statusFailures?: number;
  /** The payment answers after this long. */
  payDelayMs?: number;
}

export interface RecordedCheckoutCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** JSON bodies parsed; the sandbox's form bodies as their fields. */
  body: unknown;
}

const COUNTRIES = {
  es: [
    { code: "MX", label: "México", states: [{ code: "BCN", label: "Baja California" }] },
    {
      code: "US",
      label: "Estados Unidos",
      states: [
        { code: "AL", label: "Alabama" },
        { code: "AZ", label: "Arizona" },
        { code: "CA", label: "California" },
        { code: "NV", label: "Nevada" },
        { code: "TX", label: "Texas" },
      ],
    },
    { code: "OTHER", label: "Otro", states: [] },
  ],
  en: [
    { code: "MX", label: "Mexico", states: [{ code: "BCN", label: "Baja California" }] },
    {
      code: "US",
      label: "United States",
      states: [
        { code: "AL", label: "Alabama" },
        { code: "AZ", label: "Arizona" },
        { code: "CA", label: "California" },
        { code: "NV", label: "Nevada" },
        { code: "TX", label: "Texas" },
      ],
    },
    { code: "OTHER", label: "Other", states: [] },
  ],
};

const CITIES: Record<string, string[]> = {
  CA: ["San Diego", "San Francisco", "San Jose", "Chula Vista"],
  AZ: ["Phoenix", "Tucson", "Yuma"],
};

/** The sandbox's test cards (apps/api/src/infra/payments/README.md) and how their payment ends. */
export const CARD_OUTCOMES: Record<string, "succeeded" | "requires_action" | string> = {
  "4242424242424242": "succeeded",
  "4000000000000002": "card_declined",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
  "4000002500003155": "requires_action",
};

const INTENT_3DS = "pi_3ds_test";

/**
 * The payment page's calls at the fetch edge, over the cart's fake (quote, clock, capacity, holds): the
 * payment settings, countries, city suggestions, exchange rate, the sandbox's payment methods and the
 * payment itself, whose body is checked with the API's own schema. Every call is recorded.
 */
export function fakeCheckoutApi(options: CheckoutFakeOptions) {
  const commerce = fakeCommerceApi(options);
  const delegate = commerce.fetchMock.getMockImplementation();
  const calls: RecordedCheckoutCall[] = [];
  let quote = options.quote;
  let refused = false;
  let statusFailures = options.statusFailures ?? 0;
  const cardOf = new Map<string, string>();

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  function defaultPayment(request: PaymentRequest): PaymentAnswer {
    const paid = () => {
      quote = { ...quote, status: "PAID" };
      return {
        body: {
          paymentInfo: { status: "succeeded", message: null, clientSecret: null, redirectUrl: null },
          quote: contractQuote(quote),
        },
      };
    };
    if (request.paymentIntentId !== undefined) {
      return request.paymentIntentId === INTENT_3DS
        ? paid()
        : { status: 404, body: { error: "not_found", message: "No encontrado" } };
    }
    const outcome = CARD_OUTCOMES[cardOf.get(request.paymentMethodId ?? "") ?? ""] ?? "card_declined";
    if (outcome === "succeeded") return paid();
    if (outcome === "requires_action") {
      return {
        body: {
          paymentInfo: {
            status: "requires_action",
            message: null,
            clientSecret: `${INTENT_3DS}_secret_x`,
            redirectUrl: `/__sandbox/stripe/challenge/${INTENT_3DS}?client_secret=${INTENT_3DS}_secret_x`,
          },
          quote: contractQuote(quote),
        },
      };
    }
    return {
      body: {
        paymentInfo: { status: "error", message: outcome, clientSecret: null, redirectUrl: null },
        quote: contractQuote(quote),
      },
    };
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://park.test");
    const method = init?.method ?? "GET";
    const path = url.pathname;
    const headers = new Headers(init?.headers);
    const language = headers.get("Accept-Language") === "en" ? "en" : "es";
    const text = typeof init?.body === "string" ? init.body : undefined;
    const form = headers.get("Content-Type")?.includes("x-www-form-urlencoded");
    const body: unknown =
      text === undefined
        ? undefined
        : form
          ? Object.fromEntries(new URLSearchParams(text))
          : JSON.parse(text);
    calls.push({ method, path, query: url.searchParams, body });

    if (path === "/api/ecommerce/payment/settings") {
      const mode = options.mode ?? "sandbox";
      const keys =
        mode === "sandbox"
          ? { MXN: "pk_test_park_sandbox", USD: "pk_test_park_sandbox" }
          : { MXN: "pk_test_mxn", USD: "pk_test_usd" };
      return json({ mode, publishableKeys: keys });
    }
    if (path === "/api/catalog/country") return json(COUNTRIES[language]);
    if (path === "/api/core/origin") {
      const typed = (url.searchParams.get("city") ?? "").toLowerCase();
      const cities = CITIES[url.searchParams.get("state") ?? ""] ?? [];
      return json(cities.filter((city) => city.toLowerCase().startsWith(typed)));
    }
    if (path === "/api/core/exchange-rate") return json({ value: options.usdRate ?? 17.5 });
    if (path === "/__sandbox/stripe/v1/payment_methods" && method === "POST") {
      const fields = new URLSearchParams(text ?? "");
      if (headers.get("Authorization") !== "Bearer pk_test_park_sandbox") {
        return json({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }, 401);
      }
      const number = fields.get("card[number]") ?? "";
      if (!(number in CARD_OUTCOMES)) {
        return json(
          {
            error: {
              type: "card_error",
              code: "card_declined",
              message: "Your card was declined.",
              param: "number",
            },
          },
          402,
        );
      }
      const id = `pm_${calls.length}`;
      cardOf.set(id, number);
      return json({ id, card: { brand: "visa", country: "US", last4: number.slice(-4) } });
    }
    if (path === "/api/ecommerce/payment/" && method === "POST") {
      const parsed = paymentRequestSchema.safeParse(body);
      if (!parsed.success) {
        return json(
          { error: "validation_error", message: "Datos inválidos", fields: parsed.error.issues },
          400,
        );
      }
      if (options.payDelayMs) await new Promise((resolve) => setTimeout(resolve, options.payDelayMs));
      const answer = options.pay?.(parsed.data, quote) ?? defaultPayment(parsed.data);
      if (options.answerLost) throw new TypeError("Failed to fetch");
      if ((answer.status ?? 200) !== 200) refused = true;
      return json(answer.body, answer.status ?? 200);
    }
    const paymentQuote = path.match(/^\/api\/ecommerce\/payment\/quotes\/([^/]+)$/);
    if (paymentQuote?.[1] === quote.id) {
      if (statusFailures > 0) {
        statusFailures -= 1;
        return json({ error: "unavailable", message: "Servicio no disponible" }, 503);
      }
      return json(contractQuote(current()));
    }
    const byCode = path.match(/^\/api\/ecommerce\/payment\/quotes\/code\/([^/]+)$/);
    if (byCode?.[1] === quote.code) {
      return json(
        contractQuote({
          ...quote,
          status: "PAID",
          payment: {
            method: "card",
            currency: "MXN",
            exchangeRate: 1,
            amount: quote.totalAmount,
            cardBrand: "visa",
            last4: "4242",
            paidAt: "2027-03-01T18:00:00.000Z",
          },
          contact: { name: "Ana" },
        }),
      );
    }
    if (path === `/api/ecommerce/quotes/${quote.id}` && method === "GET" && refused) {
      return json(contractQuote(current()));
    }
    if (!delegate) throw new Error("the commerce fake has no implementation");
    return delegate(input, init);
  });

  function current(): QuoteDto {
    return refused && options.quoteAfterRefusal ? options.quoteAfterRefusal : quote;
  }

  vi.stubGlobal("fetch", fetchMock);

  return {
    fetchMock,
    calls,
    callsTo(method: string, path: string): RecordedCheckoutCall[] {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
