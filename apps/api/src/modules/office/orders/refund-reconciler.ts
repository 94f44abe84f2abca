import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/database.ts";
import { registerPeriodicPass } from "../../../infra/periodic-pass.ts";
import type { RefundSettlement } from "./refund-settlement.ts";
import { createOfficeOrdersRepository } from "./repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** One pass of the refund sweep; answers how many pending refunds it looked at (tests call it). */
    reconcileRefunds: () => Promise<number>;
  }
}

const RECONCILE_INTERVAL_MS = 60_000;
/** A refund younger than this is left to the desk's request that is asking the provider right now. */
const GRACE_MS = 60_000;
/**
 * How long a pending refund may be asked for again with its key. Stripe keeps idempotency keys at least
 * 24 hours; after that the same key could make a second refund, so the sweep stops asking well before.
 */
const REPLAY_LIMIT_MS = 12 * 60 * 60_000;
const BATCH = 20;

/**
 * Finishes the refunds whose provider answer was never recorded (a crash between the provider's refund and
 * the row, a lost answer, a provider that did not answer), at start and every minute, as the payment
 * reconciler does for charges: each is asked for again with its own Idempotency-Key, so the provider
 * answers the refund it made (recorded once, with its audit entry) or makes the one the desk confirmed.
 * The refund's row lock is the claim: a refund someone is asking the provider about is skipped.
 */
export function registerRefundReconciler(
  app: FastifyInstance,
  deps: { db: Database; settlement: RefundSettlement; clock: Clock },
): void {
  const { db, settlement, clock } = deps;

  async function sweep(): Promise<number> {
    const tried: string[] = [];
    while (tried.length < BATCH) {
      const now = clock();
      // Claimed and released at once: the settlement takes the lock again and re-reads the row.
      const due = await db.transaction((tx) =>
        createOfficeOrdersRepository(tx).claimPendingRefund(new Date(now.getTime() - GRACE_MS), tried),
      );
      if (!due) break;
      tried.push(due.id);
      try {
        if (now.getTime() - due.createdAt.getTime() < REPLAY_LIMIT_MS) {
          await settlement.settle(due.id);
        } else if ((await settlement.expire(due.id)).needsPerson) {
          app.log.error({ refundId: due.id }, "refund pending past its key's life; check it at the provider");
        }
      } catch (err) {
        app.log.warn({ err, refundId: due.id }, "refund not reconciled; trying again later");
      }
    }
    return tried.length;
  }

  app.decorate(
    "reconcileRefunds",
    registerPeriodicPass(app, {
      intervalMs: RECONCILE_INTERVAL_MS,
      failure: "refund sweep failed; trying again",
      pass: sweep,
    }),
  );
}
