import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import { listeningAddress } from "../../../infra/payments/create-payment-gateway.ts";
import { PAYMENT_WEBHOOK_PATH, SANDBOX_PATH } from "../../../infra/payments/sandbox-keys.ts";
import { refuseSandboxInProduction } from "../../../infra/payments/stripe-client.ts";
import { stripeSandboxRoutes } from "./routes.ts";
import { openSandboxStore } from "./sandbox-store.ts";
import { createWebhookSender, type WebhookMode, type WebhookSender } from "./webhook-sender.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The sandbox's webhook deliveries (only when the sandbox is mounted): tests send, replay or lose them. */
    sandboxWebhooks?: WebhookSender;
  }
}

/**
 * Mounts the Stripe sandbox at /__sandbox/stripe when no real Stripe key is set; with a key nothing is
 * mounted, and production without keys is refused (DESIGN.md §4). Its webhooks go to this app's own
 * endpoint, as Stripe's go to the endpoint set in its dashboard.
 */
export async function registerStripeSandbox(
  app: FastifyInstance,
  deps: { config: Pick<Config, "stripe" | "appMode" | "dataDir">; clock: Clock; webhooks: WebhookMode },
): Promise<void> {
  if (deps.config.stripe.secretKey) return;
  refuseSandboxInProduction(deps.config.appMode);
  const store = openSandboxStore(deps.config.dataDir, { clock: deps.clock });
  const webhooks = createWebhookSender({
    store,
    target: () => {
      const address = listeningAddress(app.server);
      if (!address) return null;
      const host = address.host.includes(":") ? `[${address.host}]` : address.host;
      return `http://${host}:${address.port}${PAYMENT_WEBHOOK_PATH}`;
    },
    mode: deps.webhooks,
    log: app.log,
  });
  app.decorate("sandboxWebhooks", webhooks);
  // Deliveries left from before a restart go out once the app listens, as Stripe keeps retrying.
  app.addHook("onListen", async () => webhooks.kick());
  app.addHook("onClose", () => webhooks.close());
  await app.register(stripeSandboxRoutes, { prefix: SANDBOX_PATH, store, clock: deps.clock, webhooks });
}
