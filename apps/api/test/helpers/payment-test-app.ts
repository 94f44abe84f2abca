import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PaymentResult } from "@park/domain/checkout/payment-result.ts";
import type { Language } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { emailOutbox } from "../../src/db/schema/email-outbox.ts";
import { payments } from "../../src/db/schema/payments.ts";
import { quoteContacts } from "../../src/db/schema/quote-contacts.ts";
import { listeningAddress } from "../../src/infra/payments/create-payment-gateway.ts";
import type { ChargeHooks } from "../../src/modules/ecommerce/charge/charge-flow.ts";
import type { OfficeHooks } from "../../src/modules/office/register-office.ts";
import type { WebhookMode } from "../../src/modules/sandbox/stripe/webhook-sender.ts";
import {
  createQuote,
  type ErrorBody,
  movableClock,
  type VisitInput,
  visitorToken,
} from "./ecommerce-test-app.ts";
import { buildTestApp, PINNED_NOW, type TestApp } from "./test-app.ts";

export type PaymentTestApp = TestApp & {
  /** Where the app listens: the SDK reaches the sandbox over HTTP, like Stripe. */
  base: string;
  advanceMinutes(minutes: number): void;
};

/**
 * The real app listening on a free port (the stripe SDK needs a real host to reach the sandbox), on a
 * fresh database, with a clock the test moves and the payment (and office) hooks a test arms.
 */
export async function buildPaymentTestApp(
  hooks: ChargeHooks = {},
  officeHooks: OfficeHooks = {},
  sandboxWebhooks: WebhookMode = "manual",
): Promise<PaymentTestApp> {
  const time = movableClock(PINNED_NOW);
  const built = await buildTestApp(
    {},
    { clock: time.clock, paymentHooks: hooks, officeHooks, sandboxWebhooks },
  );
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const address = listeningAddress(built.app.server);
  if (!address) throw new Error("the test app is not listening");
  return {
    ...built,
    base: `http://${address.host}:${address.port}`,
    advanceMinutes: time.advanceMinutes,
  };
}

export const CONTACT = {
  name: "ana maría",
  lastname: "lópez",
  email: "ana@example.com",
  country: "MX",
  state: "BCN",
  city: "Ensenada",
  phoneNumber: "(646) 123-4567",
};

/** The payment data as the web sends it for a quote it shows (000 §3 Payment data). */
export function paymentBody(quote: QuoteDto, overrides: Record<string, unknown> = {}) {
  return {
    shoppingCartId: quote.id,
    cardOwner: "Ana María López",
    zipCode: "22800",
    contact: CONTACT,
    currency: "MXN",
    exchangeRate: 1,
    visitorWantsInfo: false,
    totalAmount: quote.totalAmount,
    paymentMethodId: "pm_card_visa",
    ...overrides,
  };
}

/** POST /api/ecommerce/payment/ as the test visitor (or the bearer of `token`), from the site at `origin`. */
export async function pay(
  app: FastifyInstance,
  body: unknown,
  options: { token?: string; language?: Language; origin?: string } = {},
): Promise<{ status: number; body: PaymentResult & ErrorBody }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token ?? (await visitorToken(app))}`,
  };
  if (options.language) headers["accept-language"] = options.language;
  if (options.origin) headers.origin = options.origin;
  const response = await app.inject({
    method: "POST",
    url: "/api/ecommerce/payment/",
    headers,
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

type PayOptions = { token?: string; language?: Language; overrides?: Record<string, unknown> };

/** Pays `quote` by card (paymentBody with `overrides`); fails the test unless the charge succeeded. The paid quote. */
export async function paid(
  app: FastifyInstance,
  quote: QuoteDto,
  options: PayOptions = {},
): Promise<QuoteDto> {
  const answer = await pay(app, paymentBody(quote, options.overrides), options);
  expect(answer.body.paymentInfo?.status, JSON.stringify(answer.body)).toBe("succeeded");
  return answer.body.quote;
}

/** A quote of `visit` made and paid by the test visitor (or the bearer of `token`): the paid quote. */
export async function bought(
  app: FastifyInstance,
  visit: VisitInput,
  options: PayOptions = {},
): Promise<QuoteDto> {
  return paid(app, await createQuote(app, visit, options.language, options.token), options);
}

export async function paymentRows(t: TestApp, quoteId: string) {
  return t.db.select().from(payments).where(eq(payments.quoteId, quoteId));
}

export async function outboxRows(t: TestApp, quoteId: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.quoteId, quoteId));
}

export async function contactRows(t: TestApp, quoteId: string) {
  return t.db.select().from(quoteContacts).where(eq(quoteContacts.quoteId, quoteId));
}

/** The sandbox's intents for a quote, read from its state file: each one is a charge attempt at the provider. */
export function sandboxIntents(t: TestApp, quoteId: string) {
  const file = join(t.config.dataDir, "sandbox-stripe.json");
  if (!existsSync(file)) return [];
  const state = JSON.parse(readFileSync(file, "utf8")) as {
    paymentIntents: Record<
      string,
      {
        object: {
          id: string;
          amount: number;
          amount_received: number;
          currency: string;
          status: string;
          metadata: Record<string, string>;
        };
      }
    >;
  };
  return Object.values(state.paymentIntents)
    .map((stored) => stored.object)
    .filter((intent) => intent.metadata.quoteId === quoteId);
}

/** Answers the sandbox's 3-D Secure page as the visitor's browser does (payments README). */
export async function answerChallenge(base: string, url: string, outcome: "approve" | "fail") {
  const { pathname, searchParams } = new URL(url);
  return fetch(`${base}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_secret: searchParams.get("client_secret") ?? "",
      outcome,
      locale: "en",
    }),
  });
}
