import type { CardBehaviour, CardBrand } from "./test-cards.ts";

/**
 * The subset of Stripe's objects the sandbox keeps, field for field as Stripe answers them, so the SDK's
 * types and the code reading them are the ones used against the real API.
 */
export type Metadata = Record<string, string>;

export type CardDetails = {
  brand: CardBrand;
  country: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: "credit";
};

export type BillingDetails = {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: {
    city: string | null;
    country: string | null;
    line1: string | null;
    line2: string | null;
    postal_code: string | null;
    state: string | null;
  };
};

export type PaymentMethodObject = {
  id: string;
  object: "payment_method";
  type: "card" | "oxxo";
  /** Only on a card. */
  card?: CardDetails;
  /** Only on an OXXO method: Stripe's object for it has no fields. */
  oxxo?: Record<string, never>;
  billing_details: BillingDetails;
  customer: null;
  metadata: Metadata;
  created: number;
  livemode: false;
};

export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "succeeded"
  | "canceled";

export type LastPaymentError = {
  type: "card_error" | "invalid_request_error";
  code: string;
  decline_code?: string;
  message: string;
  charge?: string;
  payment_method: PaymentMethodObject;
};

export type NextAction =
  | { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string | null } }
  | {
      type: "oxxo_display_details";
      oxxo_display_details: { expires_after: number; hosted_voucher_url: string; number: string };
    };

export type PaymentIntentObject = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  confirmation_method: "automatic" | "manual";
  capture_method: "automatic";
  payment_method_types: string[];
  allowed_payment_method_types: string[] | null;
  payment_method_options: { oxxo?: { expires_after_days: number } };
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: LastPaymentError | null;
  next_action: NextAction | null;
  cancellation_reason: string | null;
  canceled_at: number | null;
  description: string | null;
  receipt_email: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
};

export type ChargeObject = {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  currency: string;
  status: "succeeded" | "failed";
  paid: boolean;
  refunded: boolean;
  failure_code: string | null;
  failure_message: string | null;
  outcome: { type: "authorized" | "issuer_declined"; network_status: string; reason: string | null };
  payment_intent: string;
  payment_method: string;
  payment_method_details:
    | { type: "card"; card: CardDetails | undefined }
    | { type: "oxxo"; oxxo: { number: string | null } };
  metadata: Metadata;
  created: number;
  livemode: false;
};

export type RefundObject = {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: "succeeded";
  metadata: Metadata;
  created: number;
};

/**
 * A payment method with what it does when charged, which Stripe keeps to itself: a card's test
 * behaviour, or a voucher, which waits for the tester to pay it at the "store" (the voucher page).
 */
export type StoredPaymentMethod = {
  object: PaymentMethodObject;
  behaviour: CardBehaviour | { kind: "voucher" };
};

/** An intent with where to return after 3-D Secure and whether its card passed it. */
export type StoredIntent = { object: PaymentIntentObject; returnUrl: string | null; authenticated: boolean };

/** A saved answer for an Idempotency-Key, replayed to a retry of the same request (docs.stripe.com/idempotency). */
export type IdempotencyRecord = {
  endpoint: string;
  params: string;
  status: number;
  body: unknown;
  savedAt: number;
};

/** Stripe's Event object (docs.stripe.com/api/events/object), of the intents' events the sandbox sends. */
export type EventObject = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
};

/**
 * An event with its delivery to the webhook endpoint: tries so far, and when the next is due (real time
 * in milliseconds, as Stripe's signatures are; null once delivered or given up).
 */
export type StoredEvent = { object: EventObject; attempts: number; nextAttemptAt: number | null };

/** What the sandbox holds in memory (sandbox-store.ts keeps it on disk, sandbox-retention.ts bounds it). */
export type SandboxState = {
  paymentMethods: Map<string, StoredPaymentMethod>;
  paymentIntents: Map<string, StoredIntent>;
  charges: Map<string, ChargeObject>;
  refunds: Map<string, RefundObject>;
  idempotency: Map<string, IdempotencyRecord>;
  events: Map<string, StoredEvent>;
  /** Counts the events made since the process started: a read that made one (a voucher lapsed) is saved. */
  revision: number;
};
