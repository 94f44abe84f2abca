import type { SandboxState } from "./sandbox-objects.ts";

/**
 * How many payments the sandbox remembers (decision 0054). Stripe keeps objects for good, but the sandbox
 * holds its whole state in memory and writes it whole after every change, so keeping everything grows the
 * process and each write without end (issue 31 item 8: about 4 KB of heap and 5 KB of file a payment).
 * What the park asks the sandbox about is recent: the reconciler asks about the intents of sales not
 * finished (minutes old), a refund about the charge of an order being refunded. A demo or a developer's
 * machine makes a few hundred payments; past this many, the oldest finished ones are forgotten, as Stripe's
 * test mode forgets its data when it is deleted from the Dashboard. A forgotten object answers Stripe's 404
 * (resource_missing).
 */
export const PAYMENTS_KEPT = 1_000;

/** Events kept per payment kept: created, then an authentication or a refusal, then the outcome. */
const EVENTS_PER_PAYMENT = 4;

/** An intent no call will change any more: Stripe's final states, or one older than a day. */
const FINISHED_STATUSES = new Set(["succeeded", "canceled"]);
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Forgets, oldest first (a Map iterates in insertion order), the intents past `kept` that are finished
 * (succeeded, canceled, or a day old), with their charges and refunds; the payment methods no kept intent
 * uses past the latest `kept`; and the Idempotency-Keys past the latest `kept`. Stripe keeps keys for 24 h
 * (idempotency.ts prunes those): a retry comes within seconds, never after `kept` newer requests.
 */
export function forgetOldest(state: SandboxState, now: Date, kept = PAYMENTS_KEPT): void {
  const dayAgo = now.getTime() / 1000 - DAY_SECONDS;
  const forgotten = new Set<string>();
  let excess = state.paymentIntents.size - kept;
  for (const [id, { object }] of state.paymentIntents) {
    if (excess <= 0) break;
    if (FINISHED_STATUSES.has(object.status) || object.created < dayAgo) {
      state.paymentIntents.delete(id);
      forgotten.add(id);
      excess -= 1;
    }
  }
  if (forgotten.size > 0) {
    for (const [id, charge] of state.charges) {
      if (forgotten.has(charge.payment_intent)) state.charges.delete(id);
    }
    for (const [id, refund] of state.refunds) {
      if (refund.payment_intent !== null && forgotten.has(refund.payment_intent)) state.refunds.delete(id);
    }
  }

  const inUse = new Set<string>();
  for (const { object } of state.paymentIntents.values()) {
    if (object.payment_method) inUse.add(object.payment_method);
  }
  let unusedExcess = state.paymentMethods.size - inUse.size - kept;
  for (const id of state.paymentMethods.keys()) {
    if (unusedExcess <= 0) break;
    if (inUse.has(id)) continue;
    state.paymentMethods.delete(id);
    unusedExcess -= 1;
  }

  // A Customer is a transfer's payer: one no kept intent is for and whose cash balance is empty goes too.
  const customersInUse = new Set<string>();
  for (const { object } of state.paymentIntents.values()) {
    if (object.customer) customersInUse.add(object.customer);
  }
  let customerExcess = state.customers.size - kept;
  for (const [id, customer] of state.customers) {
    if (customerExcess <= 0) break;
    if (customersInUse.has(id) || Object.values(customer.cashBalance).some((amount) => amount > 0)) continue;
    state.customers.delete(id);
    customerExcess -= 1;
  }

  let keyExcess = state.idempotency.size - kept;
  for (const key of state.idempotency.keys()) {
    if (keyExcess <= 0) break;
    state.idempotency.delete(key);
    keyExcess -= 1;
  }

  // A payment makes a few events; one still undelivered so many events later is given up, as Stripe
  // gives up after days of retries.
  let eventExcess = state.events.size - EVENTS_PER_PAYMENT * kept;
  for (const id of state.events.keys()) {
    if (eventExcess <= 0) break;
    state.events.delete(id);
    eventExcess -= 1;
  }
}
