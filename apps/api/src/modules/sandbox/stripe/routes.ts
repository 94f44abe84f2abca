import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageOf } from "../../../http/language.ts";
import {
  SANDBOX_PATH,
  SANDBOX_PUBLISHABLE_KEY,
  SANDBOX_SECRET_KEY,
} from "../../../infra/payments/sandbox-keys.ts";
import { fundCashBalance, receiveTransfer } from "./bank-transfers.ts";
import { challengePage, noticePage } from "./challenge-page.ts";
import { cashBalanceView, createCustomer, findCustomer } from "./customers.ts";
import { type FormHash, parseStripeForm } from "./form-encoding.ts";
import { createIdempotency, type SavedAnswer } from "./idempotency.ts";
import { expansions, integer, text } from "./params.ts";
import {
  cancelIntent,
  completeAuthentication,
  confirmIntent,
  createIntent,
  expireVoucher,
  findIntent,
  INTENT_EXPANSIONS,
  type IntentContext,
  intentView,
  payVoucher,
  transferInstructionsOf,
  voucherOf,
} from "./payment-intents.ts";
import { createPaymentMethod, paymentMethodFor } from "./payment-methods.ts";
import { createRefund } from "./refunds.ts";
import { invalidParam, resourceMissing, SandboxError } from "./sandbox-error.ts";
import type { PaymentIntentObject } from "./sandbox-objects.ts";
import { type SandboxStore, stripeId } from "./sandbox-store.ts";
import { matchesSearch, parseSearchQuery } from "./search-query.ts";
import { transferNotice, transferPage } from "./transfer-page.ts";
import { voucherNotice, voucherPage } from "./voucher-page.ts";
import type { WebhookSender } from "./webhook-sender.ts";

export type StripeSandboxOptions = { store: SandboxStore; clock: Clock; webhooks: WebhookSender };

/** Which keys may call an endpoint: publishable keys only create payment methods, as in Stripe. */
type Access = "secret" | "publishable";

type Call = { params: FormHash; id: string; request: FastifyRequest; now: Date };

function unauthorized(message: string): SandboxError {
  return new SandboxError(401, { type: "invalid_request_error", message }, true);
}

function apiKeyOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme = "", value = ""] = header.trim().split(/\s+/);
  if (scheme.toLowerCase() === "bearer") return value;
  // Stripe also takes the key as the user name of Basic auth (`curl -u sk_test_...:`).
  if (scheme.toLowerCase() === "basic") return Buffer.from(value, "base64").toString("utf8").split(":")[0];
  return undefined;
}

function authenticate(request: FastifyRequest, access: Access): void {
  const key = apiKeyOf(request.headers.authorization);
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (key === SANDBOX_SECRET_KEY) return;
  if (key === SANDBOX_PUBLISHABLE_KEY) {
    if (access === "publishable") return;
    throw unauthorized(
      "This API call cannot be made with a publishable API key. Please use a secret API key.",
    );
  }
  throw unauthorized(`Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`);
}

function pathOf(url: string): string {
  return url.split("?")[0] ?? url;
}

function queryOf(url: string): string {
  const at = url.indexOf("?");
  return at === -1 ? "" : url.slice(at + 1);
}

/**
 * Where the visitor's browser finds the challenge page: the site the visitor came from (return_url's
 * origin, the same server that mounts the sandbox), else the address the request reached.
 */
function challengeUrlFor(request: FastifyRequest) {
  return (intent: PaymentIntentObject, returnUrl: string | null): string => {
    const origin = returnUrl ? new URL(returnUrl).origin : `${request.protocol}://${request.host}`;
    const secret = encodeURIComponent(intent.client_secret);
    return `${origin}${SANDBOX_PATH}/challenge/${intent.id}?client_secret=${secret}`;
  };
}

/**
 * Where the voucher's hosted page is: on the site the visitor came from (return_url's origin), else the
 * server the request reached, which serves the site too. Stripe's is on its own domain; the sandbox's
 * needs the intent's client secret as Stripe's does.
 */
function voucherUrlFor(request: FastifyRequest, returnUrl: string | undefined) {
  return (intent: PaymentIntentObject): string => {
    const origin = returnUrl ? new URL(returnUrl).origin : `${request.protocol}://${request.host}`;
    const secret = encodeURIComponent(intent.client_secret);
    return `${origin}${SANDBOX_PATH}/vouchers/${intent.id}?client_secret=${secret}`;
  };
}

/** Where a bank transfer's hosted instructions are: the server the request reached, with the client secret. */
function transferUrlFor(request: FastifyRequest) {
  return (intent: PaymentIntentObject): string => {
    const secret = encodeURIComponent(intent.client_secret);
    return `${request.protocol}://${request.host}${SANDBOX_PATH}/transfers/${intent.id}?client_secret=${secret}`;
  };
}

/** Stripe's REST API (the subset the park uses) at /__sandbox/stripe/v1, plus the 3-D Secure challenge page. */
export async function stripeSandboxRoutes(
  app: FastifyInstance,
  options: StripeSandboxOptions,
): Promise<void> {
  const { store, clock, webhooks } = options;
  const idempotency = createIdempotency(store, clock);

  // Stripe's bodies are form-encoded with nested keys; only the sandbox reads them.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      try {
        done(null, parseStripeForm(String(body)));
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof SandboxError) return reply.status(error.status).send(error.body());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      const message = error instanceof Error ? error.message : "Invalid request.";
      return reply.status(status).send({ error: { type: "invalid_request_error", message } });
    }
    request.log.error({ err: error }, "Stripe sandbox failed");
    return reply.status(500).send({ error: { type: "api_error", message: "An unknown error occurred" } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${pathOf(request.url).slice(SANDBOX_PATH.length)}).`,
      },
    }),
  );

  const intentContext = (call: Call): IntentContext => ({
    store,
    now: call.now,
    challengeUrl: challengeUrlFor(call.request),
    voucherUrl: voucherUrlFor(call.request, text(call.params, "return_url")),
    transferUrl: transferUrlFor(call.request),
  });

  /**
   * One endpoint: the key checked, the parameters read (body or query), the Idempotency-Key honoured, the
   * operation run (synchronously, so two requests never interleave inside it) and the state written
   * before the answer leaves, so an answer the caller saw is never lost by a restart.
   */
  function endpoint(method: "GET" | "POST", url: string, access: Access, operation: (call: Call) => unknown) {
    app.route({
      method,
      url,
      schema: { hide: true },
      // Stripe's own limits are not the park's; the SDK calls from the server's loopback address.
      config: { rateLimit: false },
      handler: async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
        reply.header("request-id", stripeId("req", 14));
        authenticate(request, access);
        const params =
          method === "GET"
            ? parseStripeForm(queryOf(request.url))
            : ((request.body as FormHash | undefined) ?? {});
        const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
        const idempotencyKey = typeof key === "string" && key !== "" ? key : undefined;
        const endpointName = `${method} ${pathOf(request.url).slice(SANDBOX_PATH.length)}`;
        if (idempotencyKey) {
          reply.header("idempotency-key", idempotencyKey);
          const saved = idempotency.replay(idempotencyKey, endpointName, params);
          if (saved) {
            reply.header("idempotent-replayed", "true");
            return reply.status(saved.status).send(saved.body);
          }
        }
        const revision = store.revision;
        let answer: SavedAnswer;
        try {
          answer = {
            status: 200,
            body: operation({ params, id: request.params.id ?? "", request, now: clock() }),
          };
        } catch (err) {
          if (!(err instanceof SandboxError) || err.beforeExecution) throw err;
          answer = { status: err.status, body: err.body() };
        }
        if (idempotencyKey) idempotency.save(idempotencyKey, endpointName, params, answer);
        // Reads change nothing Stripe would keep (but a voucher that lapsed meanwhile), so mostly only
        // writes cost a write of the state file.
        if (method === "POST" || store.revision !== revision) {
          await store.save();
          // The events of the call go out after its answer, as Stripe's webhooks do.
          reply.raw.once("finish", webhooks.kick);
        }
        return reply.status(answer.status).send(answer.body);
      },
    });
  }

  endpoint("POST", "/v1/payment_methods", "publishable", ({ params, now }) => {
    return createPaymentMethod(store, params, now).object;
  });
  endpoint("GET", "/v1/payment_methods/:id", "secret", ({ id, now }) => {
    return paymentMethodFor(store, id, now, "id").object;
  });

  endpoint("POST", "/v1/customers", "secret", ({ params, now }) => createCustomer(store, params, now).object);
  endpoint("GET", "/v1/customers/:id", "secret", ({ id }) => findCustomer(store, id, "id").object);
  endpoint("GET", "/v1/customers/:id/cash_balance", "secret", ({ id }) =>
    cashBalanceView(findCustomer(store, id, "id")),
  );
  endpoint("POST", "/v1/test_helpers/customers/:id/fund_cash_balance", "secret", ({ id, params, now }) =>
    fundCashBalance({ store, now }, id, params),
  );

  endpoint("POST", "/v1/payment_intents", "secret", (call) => {
    const stored = createIntent(intentContext(call), call.params);
    return intentView(store, stored.object, expansions(call.params, INTENT_EXPANSIONS));
  });
  endpoint("GET", "/v1/payment_intents/search", "secret", ({ params, now }) => {
    const query = parseSearchQuery(text(params, "query") ?? "");
    const limit = integer(params, "limit") ?? 10;
    if (limit < 1 || limit > 100) throw invalidParam("limit", "Limit must be between 1 and 100.");
    // Stripe expands inside a list through `data.`; the intents' own expansions apply to each result.
    const expand = expansions(
      params,
      INTENT_EXPANSIONS.map((field) => `data.${field}`),
    ).map((field) => field.slice("data.".length));
    // Newest first, as Stripe lists them.
    const found = [...store.paymentIntents.keys()]
      .map((id) => findIntent(store, id, now).object)
      .filter((intent) => matchesSearch(intent, query))
      .sort((a, b) => b.created - a.created);
    return {
      object: "search_result",
      url: "/v1/payment_intents/search",
      // The park never needs a second page: the sandbox says there is one but does not serve it.
      has_more: found.length > limit,
      next_page: null,
      data: found.slice(0, limit).map((intent) => intentView(store, intent, expand)),
    };
  });
  endpoint("GET", "/v1/payment_intents/:id", "secret", ({ id, params, now }) => {
    return intentView(store, findIntent(store, id, now).object, expansions(params, INTENT_EXPANSIONS));
  });
  endpoint("POST", "/v1/payment_intents/:id/confirm", "secret", (call) => {
    const stored = confirmIntent(intentContext(call), call.id, call.params);
    return intentView(store, stored.object, expansions(call.params, INTENT_EXPANSIONS));
  });
  endpoint("POST", "/v1/payment_intents/:id/cancel", "secret", (call) => {
    const stored = cancelIntent(intentContext(call), call.id, call.params);
    return intentView(store, stored.object, expansions(call.params, INTENT_EXPANSIONS));
  });

  endpoint("POST", "/v1/refunds", "secret", ({ params, now }) => createRefund(store, params, now));
  endpoint("GET", "/v1/refunds/:id", "secret", ({ id }) => {
    const refund = store.refunds.get(id);
    if (!refund) throw resourceMissing("refund", id);
    return refund;
  });
  endpoint("GET", "/v1/charges/:id", "secret", ({ id }) => {
    const charge = store.charges.get(id);
    if (!charge) throw resourceMissing("charge", id);
    return charge;
  });

  registerChallenge(app, store, clock, webhooks);
  registerVoucherPage(app, store, clock, webhooks);
  registerTransferPage(app, store, clock, webhooks);
}

/** A pesos amount a tester typed ("1234.5"), in centavos; null when it is no positive amount. */
function centavosTyped(value: string | undefined): number | null {
  if (value === undefined || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  const centavos = Math.round(Number(value.trim()) * 100);
  return centavos > 0 ? centavos : null;
}

/** A page of the sandbox's own (a challenge, a voucher, transfer instructions): never cached. */
function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}

/** The page's language: the `locale` it was opened with, else the browser's. */
function languageFor(request: FastifyRequest, locale: string | undefined) {
  return locale === "es" || locale === "en" ? locale : languageOf(request.headers["accept-language"]);
}

/**
 * Stripe's hosted bank transfer instructions, stood in for: the tester sends what is left, or an amount
 * (less, more, or late, once the intent no longer waits), to the intent's CLABE; the transfer lands in the
 * Customer's cash balance and Stripe's reconciliation takes it from there (bank-transfers.ts).
 */
function registerTransferPage(
  app: FastifyInstance,
  store: SandboxStore,
  clock: Clock,
  webhooks: WebhookSender,
): void {
  const intentFor = (id: string, secret: string | undefined) => {
    const stored = store.paymentIntents.get(id);
    if (!stored?.bankTransfer || !stored.object.customer) return undefined;
    return secret !== undefined && stored.object.client_secret === secret ? stored : undefined;
  };

  app.get(
    "/transfers/:id",
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request: ChallengeRequest, reply) => {
      const language = languageFor(request, request.query.locale);
      const stored = intentFor(request.params.id, request.query.client_secret);
      if (!stored?.bankTransfer) return html(reply, 404, transferNotice(language, "missing"));
      const live = transferInstructionsOf(stored.object);
      const action = `${SANDBOX_PATH}/transfers/${stored.object.id}`;
      return html(
        reply,
        200,
        transferPage(language, stored.object, live ?? stored.bankTransfer, live !== null, action),
      );
    },
  );

  app.post(
    "/transfers/:id",
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const form = (request.body as FormHash | undefined) ?? {};
      const language = languageFor(request, text(form, "locale"));
      const stored = intentFor(request.params.id, text(form, "client_secret"));
      if (!stored?.bankTransfer || !stored.object.customer) {
        return html(reply, 404, transferNotice(language, "missing"));
      }
      const live = transferInstructionsOf(stored.object);
      const amount =
        text(form, "outcome") === "full" && live
          ? live.amount_remaining
          : centavosTyped(text(form, "amount"));
      if (amount === null) return html(reply, 400, transferNotice(language, "invalidAmount"));
      const reference = stored.bankTransfer.reference;
      receiveTransfer(
        { store, now: clock() },
        stored.object.customer,
        amount,
        stored.object.currency,
        reference,
      );
      await store.save();
      webhooks.kick();
      return html(reply, 200, transferNotice(language, "sent", amount));
    },
  );
}

/** OXXO's hosted voucher, stood in for: the tester "pays at the store" or lets the voucher lapse. */
function registerVoucherPage(
  app: FastifyInstance,
  store: SandboxStore,
  clock: Clock,
  webhooks: WebhookSender,
): void {
  /** The intent, known by its id and client secret, as it is now (a lapsed voucher expired). */
  const intentFor = (id: string, secret: string | undefined) => {
    const stored = store.paymentIntents.get(id);
    if (!stored || secret === undefined || stored.object.client_secret !== secret) return undefined;
    return findIntent(store, id, clock());
  };

  app.get(
    "/vouchers/:id",
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request: ChallengeRequest, reply) => {
      const language = languageFor(request, request.query.locale);
      const stored = intentFor(request.params.id, request.query.client_secret);
      if (!stored) return html(reply, 404, voucherNotice(language, "missing"));
      const voucher = voucherOf(stored.object);
      if (!voucher) return html(reply, 409, voucherNotice(language, "done"));
      const action = `${SANDBOX_PATH}/vouchers/${stored.object.id}`;
      return html(reply, 200, voucherPage(language, stored.object, voucher, action));
    },
  );

  app.post(
    "/vouchers/:id",
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const form = (request.body as FormHash | undefined) ?? {};
      const language = languageFor(request, text(form, "locale"));
      const stored = intentFor(request.params.id, text(form, "client_secret"));
      if (!stored) return html(reply, 404, voucherNotice(language, "missing"));
      if (!voucherOf(stored.object)) return html(reply, 409, voucherNotice(language, "done"));
      const paid = text(form, "outcome") === "pay";
      if (paid) payVoucher({ store, now: clock() }, stored);
      else expireVoucher({ store, now: clock() }, stored);
      await store.save();
      webhooks.kick();
      return html(reply, 200, voucherNotice(language, paid ? "paid" : "expired"));
    },
  );
}

type ChallengeRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { client_secret?: string; locale?: string };
}>;

/** The bank's 3-D Secure page, stood in for: it needs the intent's client secret, as Stripe's own does. */
function registerChallenge(
  app: FastifyInstance,
  store: SandboxStore,
  clock: Clock,
  webhooks: WebhookSender,
): void {
  const intentFor = (id: string, secret: string | undefined) => {
    const stored = store.paymentIntents.get(id);
    return stored && secret !== undefined && stored.object.client_secret === secret ? stored : undefined;
  };

  app.get(
    "/challenge/:id",
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request: ChallengeRequest, reply) => {
      const language = languageFor(request, request.query.locale);
      const stored = intentFor(request.params.id, request.query.client_secret);
      if (!stored) return html(reply, 404, noticePage(language, "missing"));
      if (stored.object.status !== "requires_action")
        return html(reply, 409, noticePage(language, "done", "close"));
      const method = stored.object.payment_method
        ? store.paymentMethods.get(stored.object.payment_method)
        : undefined;
      const action = `${SANDBOX_PATH}/challenge/${stored.object.id}`;
      return html(
        reply,
        200,
        challengePage(language, stored.object, method?.object.card?.last4 ?? null, action),
      );
    },
  );

  app.post(
    "/challenge/:id",
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const form = (request.body as FormHash | undefined) ?? {};
      const language = languageFor(request, text(form, "locale"));
      const stored = intentFor(request.params.id, text(form, "client_secret"));
      if (!stored) return html(reply, 404, noticePage(language, "missing"));
      if (stored.object.status !== "requires_action")
        return html(reply, 409, noticePage(language, "done", "close"));
      const approved = text(form, "outcome") === "approve";
      completeAuthentication({ store, now: clock() }, stored, approved);
      await store.save();
      webhooks.kick();
      if (!stored.returnUrl)
        return html(reply, 200, noticePage(language, approved ? "approved" : "failed", "close"));
      // Stripe returns to return_url with these parameters (docs.stripe.com/payments/3d-secure).
      const back = new URL(stored.returnUrl);
      back.searchParams.set("payment_intent", stored.object.id);
      back.searchParams.set("payment_intent_client_secret", stored.object.client_secret);
      back.searchParams.set("redirect_status", approved ? "succeeded" : "failed");
      return reply.redirect(back.toString(), 303);
    },
  );
}
