import { randomBytes } from "node:crypto";
import { voucherExpiry } from "@park/domain/checkout/voucher-terms.ts";
import { cashBalanceView, clabeOf, findCustomer, SPEI_BANK, transferReference } from "./customers.ts";
import type { FormHash } from "./form-encoding.ts";
import {
  boolean,
  expansions,
  hash,
  integer,
  list,
  metadata,
  onlyKnown,
  requiredText,
  text,
} from "./params.ts";
import { createPaymentMethod, paymentMethodFor } from "./payment-methods.ts";
import {
  invalidParam,
  missingParam,
  resourceMissing,
  SandboxError,
  unexpectedState,
} from "./sandbox-error.ts";
import { recordCashBalanceEvent, recordIntentEvent } from "./sandbox-events.ts";
import type {
  BankTransferInstructions,
  ChargeObject,
  PaymentIntentObject,
  StoredIntent,
  StoredPaymentMethod,
} from "./sandbox-objects.ts";
import { type SandboxStore, stripeId } from "./sandbox-store.ts";

/** What an intent operation needs besides its parameters. */
export type IntentContext = {
  store: SandboxStore;
  now: Date;
  /** The sandbox's 3-D Secure page for an intent, where the visitor approves or fails the authentication. */
  challengeUrl(intent: PaymentIntentObject, returnUrl: string | null): string;
  /** The sandbox's hosted voucher page of an OXXO intent, where a tester pays it "at the store". */
  voucherUrl(intent: PaymentIntentObject): string;
  /** The sandbox's hosted instructions of a bank transfer's intent, where a tester "sends the transfer". */
  transferUrl(intent: PaymentIntentObject): string;
};

/** What charging needs: the state and the time. */
export type ChargeContext = Pick<IntentContext, "store" | "now">;

const CREATE_PARAMS = [
  "amount",
  "currency",
  "payment_method",
  "payment_method_data",
  "payment_method_types",
  "allowed_payment_method_types",
  "confirm",
  "confirmation_method",
  "capture_method",
  "return_url",
  "metadata",
  "description",
  "receipt_email",
  "payment_method_options",
  "customer",
  "expand",
];
const CONFIRM_PARAMS = ["payment_method", "payment_method_data", "return_url", "receipt_email", "expand"];
const CANCEL_PARAMS = ["cancellation_reason", "expand"];
const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"];
export const INTENT_EXPANSIONS = ["latest_charge", "payment_method"];

// Stripe's minimum charge per currency (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
const MINIMUM_AMOUNTS: Record<string, number> = { mxn: 1000, usd: 50 };
const MAXIMUM_AMOUNT = 99_999_999;

/** The payment method types the sandbox takes, as Stripe names them. */
const METHOD_TYPES = ["card", "oxxo", "customer_balance"];
/** Stripe's range and default of an OXXO voucher's days. */
const OXXO_DAYS = { min: 1, max: 7, default: 3 };

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];
const CANCELABLE = ["requires_payment_method", "requires_confirmation", "requires_action", "processing"];

function seconds(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

function money(amount: number, currency: string): string {
  return `$${(amount / 100).toFixed(2)} ${currency}`;
}

/**
 * The intent of `id`, with a voucher whose time ran out expired first: Stripe expires it at that moment,
 * the sandbox when it is next looked at (by the park's clock, so tests move time as they do for holds).
 */
export function findIntent(store: SandboxStore, id: string, now: Date): StoredIntent {
  const stored = store.paymentIntents.get(id);
  if (!stored) throw resourceMissing("payment_intent", id);
  expireIfOverdue({ store, now }, stored);
  return stored;
}

/** The intent as Stripe answers it, with the fields the caller asked to expand included whole. */
export function intentView(
  store: SandboxStore,
  intent: PaymentIntentObject,
  expand: readonly string[],
): unknown {
  const view: Record<string, unknown> = { ...intent };
  if (expand.includes("latest_charge") && intent.latest_charge) {
    view.latest_charge = store.charges.get(intent.latest_charge) ?? intent.latest_charge;
  }
  if (expand.includes("payment_method") && intent.payment_method) {
    view.payment_method = store.paymentMethods.get(intent.payment_method)?.object ?? intent.payment_method;
  }
  return view;
}

function returnUrlParam(params: FormHash): string | undefined {
  const url = text(params, "return_url");
  if (url === undefined) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw invalidParam("return_url", "Not a valid URL", "url_invalid");
  }
  return url;
}

/** The payment method given as an id or as card data (`payment_method_data`), if any. */
function chosenPaymentMethod(ctx: IntentContext, params: FormHash): StoredPaymentMethod | undefined {
  const id = text(params, "payment_method");
  const data = hash(params, "payment_method_data");
  if (id !== undefined && data !== undefined) {
    throw invalidParam(
      "payment_method_data",
      "You cannot provide both payment_method and payment_method_data.",
    );
  }
  if (id !== undefined) return paymentMethodFor(ctx.store, id, ctx.now, "payment_method");
  if (data !== undefined) return createPaymentMethod(ctx.store, data, ctx.now);
  return undefined;
}

function paymentDetailsOf(intent: PaymentIntentObject, method: StoredPaymentMethod) {
  if (method.object.type === "customer_balance") {
    return { type: "customer_balance" as const, customer_balance: {} };
  }
  if (method.object.type === "oxxo") {
    const voucher = intent.next_action?.type === "oxxo_display_details" ? intent.next_action : null;
    return { type: "oxxo" as const, oxxo: { number: voucher?.oxxo_display_details.number ?? null } };
  }
  return { type: "card" as const, card: method.object.card };
}

function newCharge(intent: PaymentIntentObject, method: StoredPaymentMethod, now: Date): ChargeObject {
  return {
    id: stripeId("ch"),
    object: "charge",
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    captured: false,
    currency: intent.currency,
    status: "failed",
    paid: false,
    refunded: false,
    failure_code: null,
    failure_message: null,
    outcome: { type: "issuer_declined", network_status: "declined_by_network", reason: null },
    payment_intent: intent.id,
    payment_method: method.object.id,
    payment_method_details: paymentDetailsOf(intent, method),
    metadata: intent.metadata,
    created: seconds(now),
    livemode: false,
  };
}

function succeed(ctx: ChargeContext, stored: StoredIntent, method: StoredPaymentMethod): void {
  const intent = stored.object;
  const charge: ChargeObject = {
    ...newCharge(intent, method, ctx.now),
    amount_captured: intent.amount,
    captured: true,
    status: "succeeded",
    paid: true,
    outcome: { type: "authorized", network_status: "approved_by_network", reason: null },
  };
  ctx.store.charges.set(charge.id, charge);
  Object.assign(intent, {
    status: "succeeded",
    amount_received: intent.amount,
    latest_charge: charge.id,
    last_payment_error: null,
    next_action: null,
  } satisfies Partial<PaymentIntentObject>);
  recordIntentEvent(ctx.store, "payment_intent.succeeded", intent, ctx.now);
}

/**
 * Charges the intent's card as Stripe's test cards behave: success, a decline (the intent goes back to
 * requires_payment_method and the call answers 402 with the card error), or 3-D Secure (requires_action
 * with a redirect to the sandbox's challenge page).
 */
function attemptCharge(ctx: IntentContext, stored: StoredIntent, method: StoredPaymentMethod): void {
  const intent = stored.object;
  const behaviour = method.behaviour;
  if (behaviour.kind === "voucher") {
    issueVoucher(ctx, stored);
    return;
  }
  if (behaviour.kind === "transfer") {
    issueTransferInstructions(ctx, stored);
    return;
  }
  if (behaviour.kind === "succeeds" || stored.authenticated) {
    succeed(ctx, stored, method);
    return;
  }
  if (behaviour.kind === "requires_authentication") {
    Object.assign(intent, {
      status: "requires_action",
      next_action: {
        type: "redirect_to_url",
        redirect_to_url: { url: ctx.challengeUrl(intent, stored.returnUrl), return_url: stored.returnUrl },
      },
    } satisfies Partial<PaymentIntentObject>);
    recordIntentEvent(ctx.store, "payment_intent.requires_action", intent, ctx.now);
    return;
  }
  const charge: ChargeObject = {
    ...newCharge(intent, method, ctx.now),
    failure_code: behaviour.code,
    failure_message: behaviour.message,
    outcome: {
      type: "issuer_declined",
      network_status: "declined_by_network",
      reason: behaviour.declineCode,
    },
  };
  ctx.store.charges.set(charge.id, charge);
  Object.assign(intent, {
    status: "requires_payment_method",
    payment_method: null,
    latest_charge: charge.id,
    next_action: null,
    last_payment_error: {
      type: "card_error",
      code: behaviour.code,
      decline_code: behaviour.declineCode,
      message: behaviour.message,
      charge: charge.id,
      payment_method: method.object,
    },
  } satisfies Partial<PaymentIntentObject>);
  recordIntentEvent(ctx.store, "payment_intent.payment_failed", intent, ctx.now);
  throw new SandboxError(402, {
    type: "card_error",
    code: behaviour.code,
    decline_code: behaviour.declineCode,
    message: behaviour.message,
    charge: charge.id,
    payment_intent: intentView(ctx.store, intent, []),
    payment_method: method.object,
  });
}

function confirmWith(
  ctx: IntentContext,
  stored: StoredIntent,
  method: StoredPaymentMethod | undefined,
): void {
  const intent = stored.object;
  if (method) {
    intent.payment_method = method.object.id;
    stored.authenticated = false;
  }
  const current = intent.payment_method ? ctx.store.paymentMethods.get(intent.payment_method) : undefined;
  if (current && !intent.payment_method_types.includes(current.object.type)) {
    throw invalidParam(
      "payment_method",
      `The payment method type provided: ${current.object.type} is invalid. This payment_intent is configured to accept only the following payment_method_types: ${intent.payment_method_types.join(", ")}.`,
      "payment_intent_invalid_parameter",
    );
  }
  if (!current) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
    );
  }
  attemptCharge(ctx, stored, current);
}

/**
 * `payment_method_options[customer_balance]` of a bank transfer: Stripe needs the funding type and the
 * bank transfer's type; the sandbox makes Mexican (SPEI) transfers only, in pesos, for a Customer.
 */
function transferOptionsParam(
  params: FormHash,
  currency: string,
  customer: string | undefined,
): PaymentIntentObject["payment_method_options"]["customer_balance"] {
  const options = hash(hash(params, "payment_method_options") ?? {}, "customer_balance") ?? {};
  onlyKnown(options, ["funding_type", "bank_transfer"], "payment_method_options.customer_balance.");
  const bankTransfer = hash(options, "bank_transfer") ?? {};
  onlyKnown(bankTransfer, ["type"], "payment_method_options.customer_balance.bank_transfer.");
  if (!customer) {
    throw invalidParam("customer", "A customer is required to use the customer_balance payment method.");
  }
  if (text(options, "funding_type") !== "bank_transfer") {
    throw invalidParam(
      "payment_method_options[customer_balance][funding_type]",
      "funding_type must be bank_transfer for customer_balance payments.",
    );
  }
  if (text(bankTransfer, "type") !== "mx_bank_transfer") {
    throw invalidParam(
      "payment_method_options[customer_balance][bank_transfer][type]",
      "The sandbox supports only the mx_bank_transfer bank transfer type.",
    );
  }
  if (currency !== "mxn") {
    throw invalidParam(
      "currency",
      `The currency provided (${currency}) is invalid for mx_bank_transfer. The only supported currency is mxn.`,
    );
  }
  return { funding_type: "bank_transfer", bank_transfer: { type: "mx_bank_transfer" } };
}

/** `payment_method_options[oxxo][expires_after_days]`: OXXO takes pesos only, and 1 to 7 days. */
function oxxoDaysParam(params: FormHash, types: string[], currency: string): number {
  const options = hash(params, "payment_method_options") ?? {};
  onlyKnown(options, ["oxxo", "card", "customer_balance"], "payment_method_options.");
  const oxxo = hash(options, "oxxo") ?? {};
  onlyKnown(oxxo, ["expires_after_days"], "payment_method_options.oxxo.");
  if (!types.includes("oxxo")) return OXXO_DAYS.default;
  if (currency !== "mxn") {
    throw invalidParam(
      "currency",
      "The currency provided (usd) is invalid for oxxo. The only supported currency is mxn.",
    );
  }
  const days = integer(oxxo, "expires_after_days") ?? OXXO_DAYS.default;
  if (days < OXXO_DAYS.min || days > OXXO_DAYS.max) {
    throw invalidParam(
      "payment_method_options[oxxo][expires_after_days]",
      "expires_after_days must be between 1 and 7.",
    );
  }
  return days;
}

export function createIntent(ctx: IntentContext, params: FormHash): StoredIntent {
  onlyKnown(params, CREATE_PARAMS);
  const amount = integer(params, "amount");
  if (amount === undefined) throw missingParam("amount");
  const currency = requiredText(params, "currency").toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam("currency", `Invalid currency: ${currency}.`);
  const minimum = MINIMUM_AMOUNTS[currency] ?? 1;
  if (amount < minimum) {
    throw invalidParam("amount", `Amount must be at least ${money(minimum, currency)}`, "amount_too_small");
  }
  if (amount > MAXIMUM_AMOUNT) {
    throw invalidParam(
      "amount",
      `Amount must be no more than ${money(MAXIMUM_AMOUNT, currency)}`,
      "amount_too_large",
    );
  }
  // Older API versions name the list payment_method_types, the SDK's pinned one allowed_payment_method_types.
  let types = ["card"];
  for (const name of ["payment_method_types", "allowed_payment_method_types"]) {
    const given = list(params, name);
    if (given.some((t) => !METHOD_TYPES.includes(t))) {
      throw invalidParam(
        name,
        "The sandbox only supports the card, oxxo and customer_balance payment method types.",
      );
    }
    if (given.length > 0) types = given;
  }
  const oxxoDays = oxxoDaysParam(params, types, currency);
  const customer = text(params, "customer");
  if (customer !== undefined) findCustomer(ctx.store, customer);
  const transferOptions = types.includes("customer_balance")
    ? transferOptionsParam(params, currency, customer)
    : undefined;
  const confirmationMethod = text(params, "confirmation_method") ?? "automatic";
  if (confirmationMethod !== "automatic" && confirmationMethod !== "manual") {
    throw invalidParam("confirmation_method", `Invalid confirmation_method: ${confirmationMethod}`);
  }
  const captureMethod = text(params, "capture_method") ?? "automatic";
  if (captureMethod !== "automatic") {
    throw invalidParam(
      "capture_method",
      "The sandbox only captures automatically (capture_method=automatic).",
    );
  }
  const confirm = boolean(params, "confirm");
  const returnUrl = returnUrlParam(params);
  if (returnUrl && !confirm) {
    throw invalidParam("return_url", "You can only pass return_url when confirm=true.");
  }
  expansions(params, INTENT_EXPANSIONS);
  const method = chosenPaymentMethod(ctx, params);

  const id = stripeId("pi");
  const stored: StoredIntent = {
    object: {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      status: method ? "requires_confirmation" : "requires_payment_method",
      client_secret: `${id}_secret_${stripeId("s").slice(2)}`,
      confirmation_method: confirmationMethod,
      capture_method: "automatic",
      payment_method_types: types,
      allowed_payment_method_types: list(params, "allowed_payment_method_types").length > 0 ? types : null,
      payment_method_options: {
        ...(types.includes("oxxo") ? { oxxo: { expires_after_days: oxxoDays } } : {}),
        ...(transferOptions ? { customer_balance: transferOptions } : {}),
      },
      customer: customer ?? null,
      payment_method: method?.object.id ?? null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      canceled_at: null,
      description: text(params, "description") ?? null,
      receipt_email: text(params, "receipt_email") ?? null,
      metadata: metadata(params) ?? {},
      created: seconds(ctx.now),
      livemode: false,
    },
    returnUrl: returnUrl ?? null,
    authenticated: false,
  };
  ctx.store.paymentIntents.set(id, stored);
  recordIntentEvent(ctx.store, "payment_intent.created", stored.object, ctx.now);
  if (confirm) confirmWith(ctx, stored, undefined);
  return stored;
}

export function confirmIntent(ctx: IntentContext, id: string, params: FormHash): StoredIntent {
  onlyKnown(params, CONFIRM_PARAMS);
  expansions(params, INTENT_EXPANSIONS);
  const stored = findIntent(ctx.store, id, ctx.now);
  const status = stored.object.status;
  if (!CONFIRMABLE.includes(status)) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
    );
  }
  const returnUrl = returnUrlParam(params);
  if (returnUrl) stored.returnUrl = returnUrl;
  const receiptEmail = text(params, "receipt_email");
  if (receiptEmail !== undefined) stored.object.receipt_email = receiptEmail;
  confirmWith(ctx, stored, chosenPaymentMethod(ctx, params));
  return stored;
}

export function cancelIntent(ctx: IntentContext, id: string, params: FormHash): StoredIntent {
  onlyKnown(params, CANCEL_PARAMS);
  expansions(params, INTENT_EXPANSIONS);
  const reason = text(params, "cancellation_reason");
  if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
    throw invalidParam("cancellation_reason", `Invalid cancellation_reason: ${reason}`);
  }
  const stored = findIntent(ctx.store, id, ctx.now);
  const status = stored.object.status;
  if (!CANCELABLE.includes(status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
    );
  }
  // What a transfer had funded of the intent goes back to the Customer's cash balance.
  const instructions = transferInstructionsOf(stored.object);
  const funded = instructions ? stored.object.amount - instructions.amount_remaining : 0;
  Object.assign(stored.object, {
    status: "canceled",
    next_action: null,
    cancellation_reason: reason ?? null,
    canceled_at: seconds(ctx.now),
  } satisfies Partial<PaymentIntentObject>);
  recordIntentEvent(ctx.store, "payment_intent.canceled", stored.object, ctx.now);
  if (funded > 0 && stored.object.customer) {
    const customer = findCustomer(ctx.store, stored.object.customer);
    const currency = stored.object.currency;
    customer.cashBalance[currency] = (customer.cashBalance[currency] ?? 0) + funded;
    recordCashBalanceEvent(ctx.store, cashBalanceView(customer), ctx.now);
  }
  return stored;
}

/**
 * Confirming a bank transfer's intent shows where to send it: requires_action with Stripe's
 * display_bank_transfer_instructions (the Customer's SPEI CLABE, a reference, what remains, the hosted
 * instructions). Stripe sets no expiry: it waits until funded or cancelled.
 */
function issueTransferInstructions(ctx: IntentContext, stored: StoredIntent): void {
  const intent = stored.object;
  const customer = findCustomer(ctx.store, intent.customer ?? "");
  const instructions: BankTransferInstructions = {
    amount_remaining: intent.amount,
    currency: intent.currency,
    financial_addresses: [
      { type: "spei", spei: { ...SPEI_BANK, clabe: clabeOf(customer) }, supported_networks: ["spei"] },
    ],
    hosted_instructions_url: ctx.transferUrl(intent),
    reference: transferReference(),
    type: "mx_bank_transfer",
  };
  stored.bankTransfer = structuredClone(instructions);
  Object.assign(intent, {
    status: "requires_action",
    next_action: {
      type: "display_bank_transfer_instructions",
      display_bank_transfer_instructions: instructions,
    },
  } satisfies Partial<PaymentIntentObject>);
  recordIntentEvent(ctx.store, "payment_intent.requires_action", intent, ctx.now);
}

/** The bank transfer instructions of an intent waiting for a transfer, or null. */
export function transferInstructionsOf(intent: PaymentIntentObject) {
  return intent.status === "requires_action" &&
    intent.next_action?.type === "display_bank_transfer_instructions"
    ? intent.next_action.display_bank_transfer_instructions
    : null;
}

/**
 * Stripe's automatic reconciliation of a Customer's cash balance: the oldest intents waiting for a
 * transfer take what the balance holds in their currency, each up to what it still needs. One fully
 * funded succeeds; one partly funded has its amount_remaining lowered (payment_intent.partially_funded).
 * What is left stays in the balance (cash_balance.funds_available).
 */
export function reconcileCashBalance(ctx: ChargeContext, customerId: string, currency: string): void {
  const customer = findCustomer(ctx.store, customerId);
  for (const stored of ctx.store.paymentIntents.values()) {
    const intent = stored.object;
    const instructions = transferInstructionsOf(intent);
    const available = customer.cashBalance[currency] ?? 0;
    if (available <= 0) break;
    if (!instructions || intent.customer !== customerId || intent.currency !== currency) continue;
    const applied = Math.min(available, instructions.amount_remaining);
    customer.cashBalance[currency] = available - applied;
    instructions.amount_remaining -= applied;
    const method = intent.payment_method ? ctx.store.paymentMethods.get(intent.payment_method) : undefined;
    if (instructions.amount_remaining === 0 && method) succeed(ctx, stored, method);
    else recordIntentEvent(ctx.store, "payment_intent.partially_funded", intent, ctx.now);
  }
  if ((customer.cashBalance[currency] ?? 0) > 0) {
    recordCashBalanceEvent(ctx.store, cashBalanceView(customer), ctx.now);
  }
}

/**
 * The visitor's answer on the challenge page. Approved: a manually confirmed intent waits for the
 * server's confirm (requires_confirmation), an automatic one is charged at once. Failed: the intent goes
 * back to requires_payment_method with Stripe's payment_intent_authentication_failure.
 */
export function completeAuthentication(ctx: ChargeContext, stored: StoredIntent, approved: boolean): void {
  const intent = stored.object;
  if (intent.status !== "requires_action") return;
  const method = intent.payment_method ? ctx.store.paymentMethods.get(intent.payment_method) : undefined;
  if (!method) return;
  if (approved) {
    stored.authenticated = true;
    if (intent.confirmation_method === "manual") {
      Object.assign(intent, {
        status: "requires_confirmation",
        next_action: null,
      } satisfies Partial<PaymentIntentObject>);
    } else {
      succeed(ctx, stored, method);
    }
    return;
  }
  Object.assign(intent, {
    status: "requires_payment_method",
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: "invalid_request_error",
      code: "payment_intent_authentication_failure",
      message:
        "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
      payment_method: method.object,
    },
  } satisfies Partial<PaymentIntentObject>);
  recordIntentEvent(ctx.store, "payment_intent.payment_failed", intent, ctx.now);
}

/** A 14-digit reference, as the numbers OXXO cashiers type. */
function voucherNumber(): string {
  return Array.from(randomBytes(14), (b) => String(b % 10)).join("");
}

/**
 * Confirming an OXXO intent issues its voucher: requires_action with Stripe's oxxo_display_details (the
 * reference, the expiry by Stripe's rule, and the hosted voucher page) until it is paid or expires.
 */
function issueVoucher(ctx: IntentContext, stored: StoredIntent): void {
  const intent = stored.object;
  const days = intent.payment_method_options.oxxo?.expires_after_days ?? OXXO_DAYS.default;
  Object.assign(intent, {
    status: "requires_action",
    next_action: {
      type: "oxxo_display_details",
      oxxo_display_details: {
        expires_after: seconds(voucherExpiry(ctx.now, days)),
        hosted_voucher_url: ctx.voucherUrl(intent),
        number: voucherNumber(),
      },
    },
  } satisfies Partial<PaymentIntentObject>);
  recordIntentEvent(ctx.store, "payment_intent.requires_action", intent, ctx.now);
}

/** The voucher of an intent waiting at the store, or null. */
export function voucherOf(intent: PaymentIntentObject) {
  return intent.status === "requires_action" && intent.next_action?.type === "oxxo_display_details"
    ? intent.next_action.oxxo_display_details
    : null;
}

/** The tester paid the voucher at the "store": the intent succeeds, as Stripe's does the next business day. */
export function payVoucher(ctx: ChargeContext, stored: StoredIntent): void {
  const method = stored.object.payment_method
    ? ctx.store.paymentMethods.get(stored.object.payment_method)
    : undefined;
  if (!voucherOf(stored.object) || !method) return;
  succeed(ctx, stored, method);
}

/** A voucher not paid in time: the intent needs a new payment method, and Stripe sends payment_failed. */
export function expireVoucher(ctx: ChargeContext, stored: StoredIntent): void {
  const intent = stored.object;
  const method = intent.payment_method ? ctx.store.paymentMethods.get(intent.payment_method) : undefined;
  if (!voucherOf(intent) || !method) return;
  Object.assign(intent, {
    status: "requires_payment_method",
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: "invalid_request_error",
      code: "payment_intent_payment_attempt_expired",
      message:
        "The latest payment attempt of this PaymentIntent has expired. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
      payment_method: method.object,
    },
  } satisfies Partial<PaymentIntentObject>);
  recordIntentEvent(ctx.store, "payment_intent.payment_failed", intent, ctx.now);
}

function expireIfOverdue(ctx: ChargeContext, stored: StoredIntent): void {
  const voucher = voucherOf(stored.object);
  if (voucher && seconds(ctx.now) > voucher.expires_after) expireVoucher(ctx, stored);
}
