import type { FormHash } from "./form-encoding.ts";
import { hash, metadata, onlyKnown, requiredText, text } from "./params.ts";
import { invalidParam, missingParam, resourceMissing, SandboxError } from "./sandbox-error.ts";
import type { BillingDetails, StoredPaymentMethod } from "./sandbox-objects.ts";
import { type SandboxStore, stripeId } from "./sandbox-store.ts";
import { passesLuhn, TEST_PAYMENT_METHODS, testCardByNumber } from "./test-cards.ts";

const PAYMENT_METHOD_PARAMS = [
  "type",
  "card",
  "oxxo",
  "customer_balance",
  "billing_details",
  "metadata",
  "expand",
];
const CARD_PARAMS = ["number", "exp_month", "exp_year", "cvc"];
const BILLING_PARAMS = ["name", "email", "phone", "address"];
const ADDRESS_PARAMS = ["city", "country", "line1", "line2", "postal_code", "state"];

/** Stripe's answer to card data it cannot use: a card_error (402) naming the field. */
function cardError(code: string, param: string, message: string, declineCode?: string): SandboxError {
  return new SandboxError(402, {
    type: "card_error",
    code,
    param,
    message,
    ...(declineCode ? { decline_code: declineCode } : {}),
  });
}

function billingDetails(params: FormHash): BillingDetails {
  const billing = hash(params, "billing_details") ?? {};
  onlyKnown(billing, BILLING_PARAMS, "billing_details.");
  const address = hash(billing, "address") ?? {};
  onlyKnown(address, ADDRESS_PARAMS, "billing_details.address.");
  const field = (source: FormHash, name: string) => text(source, name) ?? null;
  return {
    name: field(billing, "name"),
    email: field(billing, "email"),
    phone: field(billing, "phone"),
    address: {
      city: field(address, "city"),
      country: field(address, "country"),
      line1: field(address, "line1"),
      line2: field(address, "line2"),
      postal_code: field(address, "postal_code"),
      state: field(address, "state"),
    },
  };
}

/** Month and year as Stripe takes them (a two-digit year is this century's), refused when already past. */
function expiry(card: FormHash, now: Date): { month: number; year: number } {
  const monthText = requiredText(card, "exp_month");
  const yearText = requiredText(card, "exp_year");
  const month = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12) {
    throw cardError("invalid_expiry_month", "exp_month", "Your card's expiration month is invalid.");
  }
  const shortYear = /^\d{2}$/.test(yearText);
  if (!shortYear && !/^\d{4}$/.test(yearText)) {
    throw cardError("invalid_expiry_year", "exp_year", "Your card's expiration year is invalid.");
  }
  const year = shortYear ? 2000 + Number(yearText) : Number(yearText);
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || year > thisYear + 50) {
    throw cardError("invalid_expiry_year", "exp_year", "Your card's expiration year is invalid.");
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    throw cardError("invalid_expiry_month", "exp_month", "Your card's expiration month is invalid.");
  }
  return { month, year };
}

/**
 * An OXXO PaymentMethod: Stripe needs the payer's full name (two words at least) and e-mail, printed on
 * the voucher and used to send it.
 */
function createOxxoMethod(store: SandboxStore, params: FormHash, now: Date): StoredPaymentMethod {
  const billing = billingDetails(params);
  if (!billing.name || billing.name.trim().split(/\s+/).length < 2) {
    throw invalidParam(
      "billing_details[name]",
      "billing_details[name] must contain a first and last name for oxxo payments.",
    );
  }
  if (!billing.email) throw missingParam("billing_details[email]");
  const stored: StoredPaymentMethod = {
    object: {
      id: stripeId("pm"),
      object: "payment_method",
      type: "oxxo",
      oxxo: {},
      billing_details: billing,
      customer: null,
      metadata: metadata(params) ?? {},
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
    },
    behaviour: { kind: "voucher" },
  };
  store.paymentMethods.set(stored.object.id, stored);
  return stored;
}

/**
 * A bank transfer's PaymentMethod (Stripe's customer_balance): no fields of its own, and billing details
 * optional; the park names the transfer's Customer after them.
 */
function createTransferMethod(store: SandboxStore, params: FormHash, now: Date): StoredPaymentMethod {
  onlyKnown(hash(params, "customer_balance") ?? {}, [], "customer_balance.");
  const stored: StoredPaymentMethod = {
    object: {
      id: stripeId("pm"),
      object: "payment_method",
      type: "customer_balance",
      customer_balance: {},
      billing_details: billingDetails(params),
      customer: null,
      metadata: metadata(params) ?? {},
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
    },
    behaviour: { kind: "transfer" },
  };
  store.paymentMethods.set(stored.object.id, stored);
  return stored;
}

/**
 * A PaymentMethod from raw data, checked as Stripe checks it: a card (test cards only), an OXXO
 * voucher's payer, or a bank transfer's (customer_balance).
 */
export function createPaymentMethod(store: SandboxStore, params: FormHash, now: Date): StoredPaymentMethod {
  onlyKnown(params, PAYMENT_METHOD_PARAMS);
  const type = requiredText(params, "type");
  if (type === "oxxo") return createOxxoMethod(store, params, now);
  if (type === "customer_balance") return createTransferMethod(store, params, now);
  if (type !== "card") {
    throw new SandboxError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid",
      param: "type",
      message: "The sandbox only supports card, oxxo and customer_balance payment methods.",
    });
  }
  const card = hash(params, "card");
  if (!card) throw missingParam("card");
  onlyKnown(card, CARD_PARAMS, "card.");
  const number = requiredText(card, "number").replace(/[\s-]/g, "");
  if (!/^\d+$/.test(number) || !passesLuhn(number)) {
    throw cardError("incorrect_number", "number", "Your card number is incorrect.");
  }
  const { month, year } = expiry(card, now);
  const testCard = testCardByNumber(number);
  if (!testCard) {
    throw cardError(
      "card_declined",
      "number",
      "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
      "test_mode_live_card",
    );
  }
  const cvc = text(card, "cvc");
  if (cvc !== undefined && !new RegExp(`^\\d{${testCard.cvcLength}}$`).test(cvc)) {
    throw cardError("invalid_cvc", "cvc", "Your card's security code is invalid.");
  }
  const stored: StoredPaymentMethod = {
    object: {
      id: stripeId("pm"),
      object: "payment_method",
      type: "card",
      card: {
        brand: testCard.brand,
        country: testCard.country,
        last4: number.slice(-4),
        exp_month: month,
        exp_year: year,
        funding: "credit",
      },
      billing_details: billingDetails(params),
      customer: null,
      metadata: metadata(params) ?? {},
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
    },
    behaviour: testCard.behaviour,
  };
  store.paymentMethods.set(stored.object.id, stored);
  return stored;
}

/**
 * The PaymentMethod an intent names: one created before, or one of Stripe's test ids (`pm_card_visa`),
 * which, as in Stripe, stands for a new PaymentMethod of that test card each time it is used.
 */
export function paymentMethodFor(
  store: SandboxStore,
  id: string,
  now: Date,
  param: string,
): StoredPaymentMethod {
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber) {
    const nextYear = String(now.getUTCFullYear() + 1);
    return createPaymentMethod(
      store,
      { type: "card", card: { number: testNumber, exp_month: "12", exp_year: nextYear } },
      now,
    );
  }
  const stored = store.paymentMethods.get(id);
  if (!stored) throw resourceMissing("PaymentMethod", id, param);
  return stored;
}
