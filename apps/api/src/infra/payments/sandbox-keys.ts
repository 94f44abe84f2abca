/**
 * Keys of the built-in Stripe sandbox. They are public on purpose: the sandbox only runs where no real Stripe
 * key is set and never in production, and it moves no money. They follow Stripe's test-key shape so the SDK
 * and Stripe.js take them like any other.
 */
export const SANDBOX_SECRET_KEY = "sk_test_park_sandbox";
export const SANDBOX_PUBLISHABLE_KEY = "pk_test_park_sandbox";
/** The secret the sandbox signs its webhook deliveries with, as Stripe signs with an endpoint's `whsec_` secret. */
export const SANDBOX_WEBHOOK_SECRET = "whsec_park_sandbox";

/** Where the sandbox is mounted in the API; the SDK's `/v1/...` paths are appended to it. */
export const SANDBOX_PATH = "/__sandbox/stripe";

/** Where the provider delivers its payment events (Stripe's webhook endpoint, set in its dashboard). */
export const PAYMENT_WEBHOOK_PATH = "/api/ecommerce/payment/webhook";
