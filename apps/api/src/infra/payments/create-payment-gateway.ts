import type { Server } from "node:http";
import type Stripe from "stripe";
import type { Config } from "../../config.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { SANDBOX_WEBHOOK_SECRET } from "./sandbox-keys.ts";
import {
  loopbackAddress,
  realStripe,
  refuseSandboxInProduction,
  type SandboxAddress,
  sandboxStripe,
} from "./stripe-client.ts";
import { createStripeGateway } from "./stripe-gateway.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment provider: real Stripe with STRIPE_SECRET_KEY, else the sandbox this app serves. */
    payments: PaymentGateway;
  }
}

/** The address of a listening server, or null before `listen`. */
export function listeningAddress(server: Server): SandboxAddress | null {
  const address = server.address();
  return address && typeof address === "object" ? loopbackAddress(address) : null;
}

/**
 * Real Stripe when STRIPE_SECRET_KEY is set; otherwise the SDK talks to the sandbox this same app mounts
 * at /__sandbox/stripe, at the address it listens on (read at each call, since the port is known only once
 * the app listens; tests listen on port 0).
 */
export function createPaymentGateway(
  config: Pick<Config, "stripe" | "appMode">,
  sandboxAddress: () => SandboxAddress | null,
): PaymentGateway {
  const secretKey = config.stripe.secretKey;
  if (secretKey) {
    const stripe = realStripe(secretKey);
    return createStripeGateway("stripe", () => stripe, config.stripe.webhookSecret);
  }
  refuseSandboxInProduction(config.appMode);
  let client: { at: string; stripe: Stripe } | null = null;
  return createStripeGateway(
    "sandbox",
    () => {
      const address = sandboxAddress();
      if (!address) {
        throw new Error("The Stripe sandbox is served by this app, which is not listening yet.");
      }
      const at = `${address.host}:${address.port}`;
      if (client?.at !== at) client = { at, stripe: sandboxStripe(address) };
      return client.stripe;
    },
    SANDBOX_WEBHOOK_SECRET,
  );
}
