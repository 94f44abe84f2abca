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
  type: "card" | "oxxo" | "customer_balance";
  /** Only on a card. */
  card?: CardDetails;
  /** Only on an OXXO method: Stripe's object for it has no fields. */
  oxxo?: Record<string, never>;
  /** Only on a bank transfer's method: Stripe's object for it has no fields either. */
  customer_balance?: Record<string, never>;
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
    }
  | {
      type: "display_bank_transfer_instructions";
      display_bank_transfer_instructions: BankTransferInstructions;
    };

/** Stripe's SPEI financial address (funding instructions' `financial_addresses[]`). */
export type SpeiAddress = {
  type: "spei";
  spei: { bank_code: string; bank_name: string; clabe: string };
  supported_networks: ["spei"];
};

/** Stripe's next_action.display_bank_transfer_instructions of an mx_bank_transfer. */
export type BankTransferInstructions = {
  amount_remaining: number;
  currency: string;
  financial_addresses: SpeiAddress[];
  hosted_instructions_url: string;
  reference: string;
  type: "mx_bank_transfer";
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
  payment_method_options: {
    oxxo?: { expires_after_days: number };
    customer_balance?: { funding_type: "bank_transfer"; bank_transfer: { type: "mx_bank_transfer" } };
  };
  /** The Customer a bank transfer's intent is for (required for customer_balance). */
  customer: string | null;
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
    | { type: "oxxo"; oxxo: { number: string | null } }
    | { type: "customer_balance"; customer_balance: Record<string, never> };
  metadata: Metadata;
  created: number;
  livemode: false;
};

export type RefundObject = {
  id: string;
  object: "refund";
  amount: number;
  /** The charge and intent refunded; null for a refund from a Customer's cash balance. */
  charge: string | null;
  currency: string;
  payment_intent: string | null;
  /** `customer_balance` when the money came from a Customer's cash balance. */
  origin?: "customer_balance";
  customer?: string;
  reason: string | null;
  status: "succeeded";
  metadata: Metadata;
  created: number;
};

/**
 * A payment method with what it does when charged, which Stripe keeps to itself: a card's test
 * behaviour, a voucher, which waits for the tester to pay it at the "store" (the voucher page), or a
 * bank transfer, which waits for the tester to send it (the transfer page).
 */
export type StoredPaymentMethod = {
  object: PaymentMethodObject;
  behaviour: CardBehaviour | { kind: "voucher" } | { kind: "transfer" };
};

/** Stripe's Customer object (docs.stripe.com/api/customers/object), the fields the park reads. */
export type CustomerObject = {
  id: string;
  object: "customer";
  name: string | null;
  email: string | null;
  description: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
};

/**
 * A Customer with its cash balance (smallest unit per currency) and its virtual SPEI account, made
 * with its first bank transfer, as Stripe makes one per customer.
 */
export type StoredCustomer = {
  object: CustomerObject;
  cashBalance: Record<string, number>;
  clabe: string | null;
};

/**
 * An intent with where to return after 3-D Secure and whether its card passed it; a bank transfer's
 * keeps the instructions it first showed (its CLABE and reference), where a late transfer is still sent.
 */
export type StoredIntent = {
  object: PaymentIntentObject;
  returnUrl: string | null;
  authenticated: boolean;
  bankTransfer?: BankTransferInstructions;
};

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
  customers: Map<string, StoredCustomer>;
  idempotency: Map<string, IdempotencyRecord>;
  events: Map<string, StoredEvent>;
  /** Counts the events made since the process started: a read that made one (a voucher lapsed) is saved. */
  revision: number;
};
