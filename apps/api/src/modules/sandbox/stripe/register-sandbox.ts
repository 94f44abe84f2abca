import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import { SANDBOX_PATH } from "../../../infra/payments/sandbox-keys.ts";
import { refuseSandboxInProduction } from "../../../infra/payments/stripe-client.ts";
import { stripeSandboxRoutes } from "./routes.ts";
import { openSandboxStore } from "./sandbox-store.ts";

/**
 * Mounts the Stripe sandbox at /__sandbox/stripe when no real Stripe key is set; with a key nothing is
 * mounted, and production without keys is refused (DESIGN.md §4).
 */
export async function registerStripeSandbox(
  app: FastifyInstance,
  deps: { config: Pick<Config, "stripe" | "appMode" | "dataDir">; clock: Clock },
): Promise<void> {
  if (deps.config.stripe.secretKey) return;
  refuseSandboxInProduction(deps.config.appMode);
  await app.register(stripeSandboxRoutes, {
    prefix: SANDBOX_PATH,
    store: openSandboxStore(deps.config.dataDir, { clock: deps.clock }),
    clock: deps.clock,
  });
}
