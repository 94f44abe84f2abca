import { findCustomer } from "./customers.ts";
import type { FormHash } from "./form-encoding.ts";
import { expansions, integer, metadata, onlyKnown, text } from "./params.ts";
import { invalidParam, resourceMissing, SandboxError } from "./sandbox-error.ts";
import type { ChargeObject, RefundObject } from "./sandbox-objects.ts";
import { type SandboxStore, stripeId } from "./sandbox-store.ts";

const REFUND_PARAMS = [
  "payment_intent",
  "charge",
  "amount",
  "reason",
  "metadata",
  "origin",
  "customer",
  "currency",
  "instructions_email",
  "expand",
];
const REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

function money(amount: number): string {
  return `$${(amount / 100).toFixed(2)}`;
}

function refundableCharge(store: SandboxStore, params: FormHash): ChargeObject {
  const intentId = text(params, "payment_intent");
  const chargeId = text(params, "charge");
  if (intentId === undefined && chargeId === undefined) {
    throw invalidParam(
      "payment_intent",
      "One of the following params should be provided for this request: payment_intent or charge.",
      "parameter_missing",
    );
  }
  if (chargeId !== undefined) {
    const charge = store.charges.get(chargeId);
    if (!charge) throw resourceMissing("charge", chargeId, "charge");
    return charge;
  }
  const intent = store.paymentIntents.get(intentId ?? "")?.object;
  if (!intent) throw resourceMissing("payment_intent", intentId ?? "", "payment_intent");
  const charge = intent.latest_charge ? store.charges.get(intent.latest_charge) : undefined;
  if (intent.status !== "succeeded" || !charge) {
    throw new SandboxError(400, {
      type: "invalid_request_error",
      code: "charge_not_refundable",
      param: "payment_intent",
      message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
    });
  }
  return charge;
}

/**
 * A refund from a Customer's cash balance (`origin=customer_balance` with the customer, currency and
 * amount): what a bank transfer left there goes back to the sender's account, up to what it holds.
 */
function cashBalanceRefund(store: SandboxStore, params: FormHash, now: Date, reason: string | undefined) {
  const customer = findCustomer(store, text(params, "customer") ?? "");
  const currency = (text(params, "currency") ?? "").toLowerCase();
  if (!currency) throw invalidParam("currency", "currency is required to refund a customer balance.");
  const amount = integer(params, "amount");
  if (amount === undefined || amount < 1) {
    throw invalidParam("amount", "Refund amount must be a positive integer.");
  }
  const available = customer.cashBalance[currency] ?? 0;
  if (amount > available) {
    throw invalidParam(
      "amount",
      `Refund amount (${money(amount)}) is greater than the customer's cash balance (${money(available)})`,
      "amount_too_large",
    );
  }
  customer.cashBalance[currency] = available - amount;
  const refund: RefundObject = {
    id: stripeId("re"),
    object: "refund",
    amount,
    charge: null,
    currency,
    payment_intent: null,
    origin: "customer_balance",
    customer: customer.object.id,
    reason: reason ?? null,
    status: "succeeded",
    metadata: metadata(params) ?? {},
    created: Math.floor(now.getTime() / 1000),
  };
  store.refunds.set(refund.id, refund);
  return refund;
}

/**
 * A full or partial refund of a succeeded charge (the charge's amount_refunded grows by it), or of a
 * Customer's cash balance.
 */
export function createRefund(store: SandboxStore, params: FormHash, now: Date): RefundObject {
  onlyKnown(params, REFUND_PARAMS);
  expansions(params, []);
  const reason = text(params, "reason");
  if (reason !== undefined && !REASONS.includes(reason)) {
    throw invalidParam("reason", `Invalid reason: ${reason}`);
  }
  const origin = text(params, "origin");
  if (origin !== undefined && origin !== "customer_balance") {
    throw invalidParam("origin", `Invalid origin: ${origin}`);
  }
  if (origin === "customer_balance") return cashBalanceRefund(store, params, now, reason);
  const requested = integer(params, "amount");
  const charge = refundableCharge(store, params);
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.status !== "succeeded") {
    throw new SandboxError(400, {
      type: "invalid_request_error",
      code: "charge_not_refundable",
      message: `Charge ${charge.id} has not succeeded and cannot be refunded.`,
    });
  }
  if (remaining === 0) {
    throw new SandboxError(400, {
      type: "invalid_request_error",
      code: "charge_already_refunded",
      message: `Charge ${charge.id} has already been refunded.`,
    });
  }
  const amount = requested ?? remaining;
  if (amount < 1) throw invalidParam("amount", "Refund amount must be a positive integer.");
  if (amount > remaining) {
    throw invalidParam(
      "amount",
      `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(remaining)})`,
      "amount_too_large",
    );
  }
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const refund: RefundObject = {
    id: stripeId("re"),
    object: "refund",
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    reason: reason ?? null,
    status: "succeeded",
    metadata: metadata(params) ?? {},
    created: Math.floor(now.getTime() / 1000),
  };
  store.refunds.set(refund.id, refund);
  return refund;
}
