import Stripe from "stripe";
import { SANDBOX_PATH, SANDBOX_SECRET_KEY } from "./sandbox-keys.ts";

/** Where this app listens, as a client on the same machine reaches it. */
export type SandboxAddress = { host: string; port: number };

// A network failure is retried by the SDK with the same Idempotency-Key, so a retry never charges twice.
const NETWORK_RETRIES = 2;

/**
 * Refuses the sandbox in production (DESIGN.md §4): a production install charges real cards or nothing.
 * The config already demands the keys there; this keeps the rule where the sandbox is chosen.
 */
export function refuseSandboxInProduction(appMode: "production" | "development"): void {
  if (appMode === "production") {
    throw new Error(
      "The Stripe sandbox is refused when APP_MODE=production: set STRIPE_SECRET_KEY, " +
        "STRIPE_PUBLISHABLE_KEY_MXN and STRIPE_PUBLISHABLE_KEY_USD to real Stripe keys.",
    );
  }
}

export function realStripe(secretKey: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: NETWORK_RETRIES });
}

/**
 * The SDK's own Node HTTP client with the sandbox's mount point put before Stripe's `/v1/...` paths; the
 * SDK has host, port and protocol options but none for a path.
 */
function sandboxHttpClient(): Stripe.HttpClient {
  const http = Stripe.createNodeHttpClient();
  return {
    getClientName: () => http.getClientName(),
    makeRequest: (host, port, path, method, headers, body, protocol, timeout) =>
      http.makeRequest(host, port, `${SANDBOX_PATH}${path}`, method, headers, body, protocol, timeout),
  };
}

/**
 * The SDK pointed at the sandbox this app serves, over real HTTP like any Stripe call; tests pass another
 * key to call as the browser (the publishable key) or as a stranger.
 */
export function sandboxStripe(address: SandboxAddress, apiKey = SANDBOX_SECRET_KEY): Stripe {
  return new Stripe(apiKey, {
    host: address.host,
    port: address.port,
    protocol: "http",
    httpClient: sandboxHttpClient(),
    maxNetworkRetries: NETWORK_RETRIES,
    telemetry: false,
  });
}

/** A listening server's address as a local client dials it: a wildcard address means loopback. */
export function loopbackAddress(address: { address: string; port: number }): SandboxAddress {
  const host =
    address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
  return { host, port: address.port };
}
