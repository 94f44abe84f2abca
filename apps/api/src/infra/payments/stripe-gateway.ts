import Stripe from "stripe";
import type {
  CardFailure,
  CreateIntentInput,
  GatewayEvent,
  GatewayIntent,
  GatewayRefund,
  GatewayTransfer,
  GatewayVoucher,
  IntentStatus,
  PaymentAttempt,
  PaymentGateway,
} from "./payment-gateway.ts";
import { PaymentGatewayError, WebhookSignatureError } from "./payment-gateway.ts";

// The charge is read with the intent so the refunded amount comes in the same answer.
const EXPAND = ["latest_charge"];

function failureOf(error: {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}): CardFailure {
  return {
    code: error.code ?? "card_declined",
    declineCode: error.decline_code ?? null,
    message: error.message ?? "",
  };
}

function voucherOf(intent: Stripe.PaymentIntent): GatewayVoucher | null {
  const details =
    intent.next_action?.type === "oxxo_display_details" ? intent.next_action.oxxo_display_details : null;
  if (!details?.number || !details.expires_after) return null;
  return {
    number: details.number,
    expiresAt: new Date(details.expires_after * 1000),
    url: details.hosted_voucher_url ?? null,
  };
}

/** A SPEI transfer's instructions, from the intent's display_bank_transfer_instructions and its SPEI address. */
function transferOf(intent: Stripe.PaymentIntent): GatewayTransfer | null {
  const details =
    intent.next_action?.type === "display_bank_transfer_instructions"
      ? intent.next_action.display_bank_transfer_instructions
      : null;
  const spei = details?.financial_addresses?.find((address) => address.type === "spei")?.spei;
  if (!details || !spei || !details.reference) return null;
  return {
    bankName: spei.bank_name,
    clabe: spei.clabe,
    reference: details.reference,
    amountRemaining: details.amount_remaining ?? intent.amount,
    url: details.hosted_instructions_url ?? null,
  };
}

function refundOf(refund: Stripe.Refund, intentId: string | null): GatewayRefund {
  return {
    id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status ?? "pending",
    intentId,
  };
}

function intentOf(intent: Stripe.PaymentIntent): GatewayIntent {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const redirect = intent.next_action?.type === "redirect_to_url" ? intent.next_action.redirect_to_url : null;
  return {
    id: intent.id,
    status: intent.status as IntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    amountReceived: intent.amount_received,
    amountRefunded: charge?.amount_refunded ?? 0,
    clientSecret: intent.client_secret ?? "",
    metadata: { ...intent.metadata },
    authenticationUrl: redirect?.url ?? null,
    lastFailure: intent.last_payment_error ? failureOf(intent.last_payment_error) : null,
    voucher: voucherOf(intent),
    transfer: transferOf(intent),
    customerId: typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null),
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

/** Stripe's errors as the sale reads them; a card refusal is not an error but an outcome. */
function gatewayError(error: unknown): PaymentGatewayError {
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentGatewayError("idempotency", error.message, "idempotency_error");
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new PaymentGatewayError("invalid_request", error.message, error.code ?? null);
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new PaymentGatewayError("authentication", error.message, error.code ?? null);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentGatewayError("unknown_outcome", message);
}

async function attempt(call: () => Promise<Stripe.PaymentIntent>): Promise<PaymentAttempt> {
  try {
    return { outcome: "intent", intent: intentOf(await call()) };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const intent = error.payment_intent ? intentOf(error.payment_intent) : null;
      return { outcome: "card_error", failure: failureOf(error), intent };
    }
    throw gatewayError(error);
  }
}

/**
 * A webhook delivery read with the SDK's own check (`webhooks.constructEvent`: the HMAC of the timestamp
 * and body, the timestamp at most 5 minutes old); without a secret no delivery can be trusted.
 */
function verifiedEvent(
  payload: Buffer,
  signature: string | undefined,
  secret: string | undefined,
): GatewayEvent {
  if (!secret) throw new WebhookSignatureError("No webhook secret is configured (STRIPE_WEBHOOK_SECRET).");
  if (!signature) throw new WebhookSignatureError("The delivery has no Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
  const object = event.data.object as { id?: string; object?: string; customer?: string };
  const intentId = object.object === "payment_intent" && object.id ? object.id : null;
  const customerId = object.object === "cash_balance" && object.customer ? object.customer : null;
  return { id: event.id, type: event.type, intentId, customerId };
}

/**
 * The payment gateway on the `stripe` SDK, the only code on the server that talks to a payment provider.
 * `client` gives the SDK for each call: real Stripe, or the sandbox at the address the app listens on;
 * `webhookSecret` is the secret the provider signs its webhook deliveries with.
 */
export function createStripeGateway(
  mode: "stripe" | "sandbox",
  client: () => Stripe,
  webhookSecret: string | undefined,
): PaymentGateway {
  async function retrieve(intentId: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await client().paymentIntents.retrieve(intentId, { expand: EXPAND });
    } catch (error) {
      if (isMissing(error)) return null;
      throw gatewayError(error);
    }
  }

  /**
   * A SPEI transfer's intent as Stripe documents it (payments/bank-transfers, Mexico): a Customer for
   * the payer named on the browser's method (each step with a key derived from the charge's, so a replay
   * makes neither twice), then the customer_balance intent with an mx_bank_transfer, confirmed at once
   * to issue the CLABE and reference.
   */
  async function createTransferIntent(input: CreateIntentInput): Promise<Stripe.PaymentIntent> {
    const payer = (await client().paymentMethods.retrieve(input.paymentMethodId)).billing_details;
    const customer = await client().customers.create(
      {
        ...(payer.name ? { name: payer.name } : {}),
        ...(payer.email ? { email: payer.email } : {}),
        metadata: input.metadata,
      },
      { idempotencyKey: `${input.idempotencyKey}:customer` },
    );
    return client().paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency,
        customer: customer.id,
        // Stripe's guide names it payment_method_types; the SDK's pinned API version, allowed_payment_method_types.
        allowed_payment_method_types: ["customer_balance"],
        payment_method_data: { type: "customer_balance" },
        payment_method_options: {
          customer_balance: { funding_type: "bank_transfer", bank_transfer: { type: "mx_bank_transfer" } },
        },
        confirm: true,
        metadata: input.metadata,
        expand: EXPAND,
        ...(input.description ? { description: input.description } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  return {
    mode,

    createAndConfirmIntent(input: CreateIntentInput) {
      if (input.bankTransfer) return attempt(() => createTransferIntent(input));
      // A card's intent is confirmed again by the server after 3-D Secure; a voucher needs no second step.
      const voucher = input.voucherDays === undefined ? null : { expires_after_days: input.voucherDays };
      return attempt(() =>
        client().paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: [voucher ? "oxxo" : "card"],
            ...(voucher ? { payment_method_options: { oxxo: voucher } } : {}),
            confirm: true,
            confirmation_method: voucher ? "automatic" : "manual",
            metadata: input.metadata,
            expand: EXPAND,
            ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
            ...(input.description ? { description: input.description } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    async confirmIntent(intentId, options = {}) {
      try {
        return await attempt(() =>
          client().paymentIntents.confirm(
            intentId,
            { expand: EXPAND },
            options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
          ),
        );
      } catch (error) {
        // A second click after the first confirm finished: answer the intent as it now is.
        if (error instanceof PaymentGatewayError && error.code === "payment_intent_unexpected_state") {
          const current = await retrieve(intentId);
          if (current && ["succeeded", "processing", "canceled"].includes(current.status)) {
            return { outcome: "intent", intent: intentOf(current) };
          }
        }
        throw error;
      }
    },

    async retrieveIntent(intentId) {
      const intent = await retrieve(intentId);
      return intent ? intentOf(intent) : null;
    },

    async findIntentByMetadata(key, value) {
      // Search values are quoted: a quote or backslash inside would end the value early.
      if (/['"\\]/.test(key) || /['"\\]/.test(value)) throw new Error("metadata search with a quote");
      try {
        const found = await client().paymentIntents.search({
          query: `metadata['${key}']:'${value}'`,
          limit: 1,
          expand: EXPAND.map((field) => `data.${field}`),
        });
        const [intent] = found.data;
        return intent ? intentOf(intent) : null;
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async cancelIntent(intentId) {
      try {
        return intentOf(await client().paymentIntents.cancel(intentId, { expand: EXPAND }));
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async refund(intentId, amount, options = {}) {
      try {
        const refund = await client().refunds.create(
          { payment_intent: intentId, ...(amount === undefined ? {} : { amount }) },
          options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
        );
        return refundOf(refund, intentId);
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async cashBalance(customerId, currency) {
      try {
        const balance = await client().customers.retrieveCashBalance(customerId);
        return { customerId, currency, available: balance.available?.[currency] ?? 0 };
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async refundCashBalance(balance, amount, options) {
      try {
        const refund = await client().refunds.create(
          {
            origin: "customer_balance",
            customer: balance.customerId,
            currency: balance.currency,
            amount,
          },
          { idempotencyKey: options.idempotencyKey },
        );
        return refundOf(refund, null);
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async retrievePaymentMethod(paymentMethodId) {
      try {
        const method = await client().paymentMethods.retrieve(paymentMethodId);
        if (method.type === "oxxo") return { type: "oxxo", id: method.id };
        if (method.type === "customer_balance") return { type: "customer_balance", id: method.id };
        if (method.type !== "card" || !method.card) return { type: "other", id: method.id };
        const card = {
          id: method.id,
          brand: method.card.brand,
          country: method.card.country ?? null,
          last4: method.card.last4,
        };
        return { type: "card", id: method.id, card };
      } catch (error) {
        if (isMissing(error)) return null;
        throw gatewayError(error);
      }
    },

    readEvent: (payload, signature) => verifiedEvent(payload, signature, webhookSecret),
  };
}
