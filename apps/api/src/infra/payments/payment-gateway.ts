/** Currencies the park charges in (000 §9: MXN, and USD for cards from the USA). */
export type PaymentCurrency = "mxn" | "usd";

/** Stripe's PaymentIntent statuses. */
export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "succeeded"
  | "canceled";

/** Why the card was refused, with Stripe's codes (000 §8 shows card_declined, expired_card, incorrect_cvc, processing_error). */
export type CardFailure = {
  code: string;
  declineCode: string | null;
  /** Stripe's own English message; the web shows the spec's message for the code. */
  message: string;
};

export type GatewayIntent = {
  id: string;
  status: IntentStatus;
  /** Smallest unit (centavos, cents). */
  amount: number;
  currency: string;
  amountReceived: number;
  amountRefunded: number;
  /** What the browser needs to run the card authentication (Stripe.js handleCardAction). */
  clientSecret: string;
  metadata: Record<string, string>;
  /** Where the visitor authenticates the card when status is requires_action and Stripe asks for a redirect. */
  authenticationUrl: string | null;
  /** The last refusal (a decline, a failed authentication), kept by the intent until it is paid. */
  lastFailure: CardFailure | null;
  /** An OXXO voucher waiting to be paid at the store (Stripe's oxxo_display_details), or null. */
  voucher: GatewayVoucher | null;
  /** A bank transfer waiting to be sent (Stripe's display_bank_transfer_instructions), or null. */
  transfer: GatewayTransfer | null;
  /** The Customer the intent is for (a transfer's, whose cash balance takes what does not fit it). */
  customerId: string | null;
};

/** What the visitor needs to pay an OXXO voucher: the reference, its deadline, Stripe's printable page. */
export type GatewayVoucher = { number: string; expiresAt: Date; url: string | null };

/**
 * Where the visitor sends a SPEI transfer: the bank and CLABE of Stripe's financial address, the
 * reference to write, what is still to be sent (smallest unit) and Stripe's hosted instructions.
 */
export type GatewayTransfer = {
  bankName: string;
  clabe: string;
  reference: string;
  amountRemaining: number;
  url: string | null;
};

/** The card behind a payment method: what the server checks before charging (USD only for US cards). */
export type GatewayCard = { id: string; brand: string; country: string | null; last4: string };

/**
 * A payment method the browser created: a card, an OXXO voucher's payer, a bank transfer's payer
 * (Stripe's customer_balance), or a kind the park does not take.
 */
export type GatewayPaymentMethod =
  | { type: "card"; id: string; card: GatewayCard }
  | { type: "oxxo"; id: string }
  | { type: "customer_balance"; id: string }
  | { type: "other"; id: string };

/** A charge attempt: the intent in whatever status it reached, or the card's refusal (402). */
export type PaymentAttempt =
  | { outcome: "intent"; intent: GatewayIntent }
  | { outcome: "card_error"; failure: CardFailure; intent: GatewayIntent | null };

export type GatewayRefund = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  /** The intent refunded; null for a refund from a Customer's cash balance. */
  intentId: string | null;
};

export type CreateIntentInput = {
  amount: number;
  currency: PaymentCurrency;
  paymentMethodId: string;
  /** The same key for every attempt at the same sale, so a retry or a second tab never charges twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Where Stripe returns the visitor after a 3-D Secure redirect. */
  returnUrl?: string;
  description?: string;
  /** An OXXO voucher (the payment method is one) that expires after this many days (Stripe's 1 to 7). */
  voucherDays?: number;
  /**
   * A SPEI transfer (the payment method is a customer_balance one): the intent is for a Customer made
   * for it, named after the method's payer, whose cash balance Stripe funds from the transfer.
   */
  bankTransfer?: boolean;
};

/** What a Customer's cash balance holds now, in the smallest unit of `currency`. */
export type GatewayCashBalance = { customerId: string; currency: PaymentCurrency; available: number };

/**
 * Why a call failed other than the card: `unknown_outcome` (network failure, Stripe's 5xx) means the
 * charge may or may not have happened, so the caller asks again later (the reconciler) with the same
 * idempotency key; the others are definite refusals.
 */
export type GatewayErrorKind = "invalid_request" | "idempotency" | "authentication" | "unknown_outcome";

/**
 * A webhook delivery as the park acts on it: which event, and the intent it is about, or the Customer
 * whose cash balance it is about (null for other objects).
 */
export type GatewayEvent = { id: string; type: string; intentId: string | null; customerId: string | null };

/** A webhook delivery that is not the provider's: no signature, a wrong one, or one too old to trust. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "PaymentGatewayError";
  }
}

/**
 * Everything the sale asks of the payment provider. Intents are created with manual confirmation, as
 * the spec's flow needs (000 §4 Payment): after 3-D Secure the browser posts again and the server
 * confirms the intent.
 */
export type PaymentGateway = {
  /** "stripe" with real keys, "sandbox" for the built-in Stripe-compatible sandbox. */
  readonly mode: "stripe" | "sandbox";
  createAndConfirmIntent(input: CreateIntentInput): Promise<PaymentAttempt>;
  /** Confirms after 3-D Secure; an intent already succeeded or canceled is answered as it is. */
  confirmIntent(intentId: string, options?: { idempotencyKey?: string }): Promise<PaymentAttempt>;
  /** The intent as the provider has it now, or null when the provider does not know it. */
  retrieveIntent(intentId: string): Promise<GatewayIntent | null>;
  /**
   * The newest intent created with this metadata value, or null. Stripe's search is eventually
   * consistent (an intent may take up to a minute to appear), so a null is only trusted for old attempts.
   */
  findIntentByMetadata(key: string, value: string): Promise<GatewayIntent | null>;
  cancelIntent(intentId: string): Promise<GatewayIntent>;
  /** The whole remaining amount when `amount` is left out. */
  refund(intentId: string, amount?: number, options?: { idempotencyKey?: string }): Promise<GatewayRefund>;
  /** What a Customer's cash balance holds in `currency` (0 when it has none). */
  cashBalance(customerId: string, currency: PaymentCurrency): Promise<GatewayCashBalance>;
  /**
   * Gives back `amount` from a Customer's cash balance to the bank account it came from (Stripe's refund
   * with origin customer_balance): what arrived late or in excess of a transfer's intent.
   */
  refundCashBalance(
    balance: GatewayCashBalance,
    amount: number,
    options: { idempotencyKey: string },
  ): Promise<GatewayRefund>;
  /** A payment method the browser created, or null when the provider does not know it. */
  retrievePaymentMethod(paymentMethodId: string): Promise<GatewayPaymentMethod | null>;
  /**
   * A webhook delivery, its `Stripe-Signature` verified against the endpoint's secret; throws
   * WebhookSignatureError for one the provider did not sign.
   */
  readEvent(payload: Buffer, signature: string | undefined): GatewayEvent;
};
