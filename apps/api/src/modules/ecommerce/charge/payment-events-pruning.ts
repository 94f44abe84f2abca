import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import { registerPeriodicPass } from "../../../infra/periodic-pass.ts";
import type { PaymentEventsRepository } from "./payment-events-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** One pruning of the webhook events acted on; answers how many were forgotten (tests call it). */
    forgetPaymentEvents: () => Promise<number>;
  }
}

/**
 * Stripe retries an event for up to three days, so an event id is kept a month to know a replay, and
 * forgotten then: the table stays a month's size. An event older still, were it ever sent again, settles
 * nothing twice anyway (the charge flow acts from the intent as it is now).
 */
const KEPT_MS = 30 * 24 * 3_600_000;
const PRUNE_INTERVAL_MS = 6 * 3_600_000;

export function registerPaymentEventsPruning(
  app: FastifyInstance,
  events: PaymentEventsRepository,
  clock: Clock,
): void {
  app.decorate(
    "forgetPaymentEvents",
    registerPeriodicPass(app, {
      intervalMs: PRUNE_INTERVAL_MS,
      failure: "old payment events could not be forgotten; trying again later",
      start: "ready",
      pass: () => events.forgetBefore(new Date(clock().getTime() - KEPT_MS)),
    }),
  );
}
