import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import { z } from "zod/mini";
import { AppError } from "../../../http/app-error.ts";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { type PaymentGateway, WebhookSignatureError } from "../../../infra/payments/payment-gateway.ts";
import { PAYMENT_WEBHOOK_PATH } from "../../../infra/payments/sandbox-keys.ts";
import type { ChargeReconciler } from "./charge-reconciler.ts";
import type { PaymentEventsRepository } from "./payment-events-repository.ts";

/**
 * The events that can decide a charge, or change what a transfer still waits for; the others are
 * acknowledged and left alone.
 */
const SETTLING_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.partially_funded",
]);
/** Funds in a Customer's cash balance that no intent took: a transfer that came late, or in excess. */
const CASH_BALANCE_EVENT = "cash_balance.funds_available";

const receivedSchema = z.object({
  received: z.literal(true),
  duplicate: z
    .boolean()
    .check(z.describe("true when the event was acted on before (a replay): nothing changed")),
});

/**
 * Stripe's webhook endpoint (DESIGN.md §4, issue 35): each delivery is verified with the SDK against
 * the endpoint's secret (400 invalid_signature otherwise), acted on once by its event id, and settles
 * the charge from the intent as the provider has it now, not as the event's copy shows it: events may
 * come late, twice or out of order, and the present intent is the truth either way. A failure answers
 * 500, so Stripe delivers the event again; the reconciler remains the fallback when one is lost.
 */
export async function chargeWebhookRoutes(
  app: FastifyInstance,
  deps: {
    gateway: PaymentGateway;
    reconciler: ChargeReconciler;
    events: PaymentEventsRepository;
    clock: Clock;
  },
): Promise<void> {
  const { gateway, reconciler, events, clock } = deps;
  // The signature is of the exact bytes Stripe sent, so this route reads its body unparsed (in this
  // plugin only: the app's own JSON parser stays for every other route).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    PAYMENT_WEBHOOK_PATH,
    {
      schema: {
        tags: ["ecommerce"],
        summary: "The payment provider's events (Stripe webhook, signed)",
        description:
          "Stripe's `payment_intent.*` and `cash_balance.funds_available` events, as Stripe sends them to the endpoint set in its dashboard. The " +
          "`Stripe-Signature` header must be Stripe's signature of the body with the endpoint's secret " +
          "(STRIPE_WEBHOOK_SECRET; the sandbox signs with its own). An event already acted on answers " +
          "duplicate true and changes nothing.",
        headers: z.object({
          "stripe-signature": z
            .optional(z.string())
            .check(z.describe("Stripe's signature: t=<timestamp>,v1=<hmac>")),
        }),
        response: {
          200: receivedSchema,
          400: errorResponseSchema.check(z.describe("invalid_signature: not signed by the provider")),
        },
      },
    },
    async (request) => {
      const started = performance.now();
      const signature = request.headers["stripe-signature"];
      let event: ReturnType<PaymentGateway["readEvent"]>;
      try {
        event = gateway.readEvent(
          request.body as Buffer,
          typeof signature === "string" ? signature : undefined,
        );
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, "a payment event was refused: bad signature");
        throw new AppError(400, "invalid_signature");
      }
      if (await events.seen(event.id)) return { received: true as const, duplicate: true };
      let settled = false;
      if (event.intentId && SETTLING_EVENTS.has(event.type)) {
        const intent = await gateway.retrieveIntent(event.intentId);
        if (intent) settled = await reconciler.settleIntent(intent);
      } else if (event.customerId && event.type === CASH_BALANCE_EVENT) {
        settled = await reconciler.settleCashBalance(event.customerId);
      }
      await events.record(event, clock());
      request.log.info(
        {
          event: event.id,
          type: event.type,
          intentId: event.intentId,
          customerId: event.customerId,
          settled,
          ms: Math.round(performance.now() - started),
        },
        "payment event",
      );
      return { received: true as const, duplicate: false };
    },
  );
}
