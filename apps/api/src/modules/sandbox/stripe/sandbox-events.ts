import Stripe from "stripe";
import type { CashBalanceObject } from "./customers.ts";
import type { PaymentIntentObject, SandboxState } from "./sandbox-objects.ts";
import { stripeId } from "./sandbox-store.ts";

/** The intent events Stripe sends that the sandbox makes too (docs.stripe.com/api/events/types). */
export type IntentEventType =
  | "payment_intent.created"
  | "payment_intent.requires_action"
  | "payment_intent.partially_funded"
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "payment_intent.canceled";

/**
 * Records that `intent` reached a state Stripe tells its webhook endpoints about, with a copy of the
 * intent as it is now (Stripe's snapshot events carry the object at the time of the event, not later),
 * due for delivery at once.
 */
export function recordIntentEvent(
  state: SandboxState,
  type: IntentEventType,
  intent: PaymentIntentObject,
  now: Date,
): void {
  recordEvent(state, type, intent, now);
}

/**
 * Records that funds are in a Customer's cash balance that no intent took (Stripe's
 * cash_balance.funds_available, with the cash_balance object), due for delivery at once.
 */
export function recordCashBalanceEvent(state: SandboxState, balance: CashBalanceObject, now: Date): void {
  recordEvent(state, "cash_balance.funds_available", balance, now);
}

function recordEvent(state: SandboxState, type: string, object: unknown, now: Date): void {
  const id = stripeId("evt");
  state.revision += 1;
  state.events.set(id, {
    object: {
      id,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(now.getTime() / 1000),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    attempts: 0,
    nextAttemptAt: Date.now(),
  });
}
