import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import type {
  GatewayIntent,
  PaymentAttempt,
  PaymentGateway,
} from "../../../infra/payments/payment-gateway.ts";
import { registerPeriodicPass } from "../../../infra/periodic-pass.ts";
import {
  type ChargeDeps,
  type ChargeFlow,
  type ChargeKind,
  type ChargeRecord,
  createChargeFlow,
} from "./charge-flow.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** One pass of the charge reconciler over every kind; answers how many records it looked at (tests call it). */
    reconcileCharges: () => Promise<number>;
  }
}

const RECONCILE_INTERVAL_MS = 60_000;
/** While one process asks the provider about a record, the others leave it alone this long. */
const LEASE_MS = 2 * 60_000;
/** Records of one kind looked at in one pass. */
export const BATCH = 20;
/** A card authentication not finished in this time is abandoned: the intent is cancelled, the charge ended. */
const ABANDONED_AFTER_MS = 30 * 60_000;
/**
 * How long a charge whose intent id was never stored may still be sent again with its idempotency key.
 * A replay charges if the first request never reached the provider: that is what the visitor asked for
 * while the page still says "confirming", not hours later. After this, only the provider's search (by the
 * charge's metadata) decides; its results lag a minute at most, far less than this.
 */
const REPLAY_LIMIT_MS = 10 * 60_000;

/** What the reconciler does for one kind of record left between steps. */
export type Reconciled<T> = {
  name: string;
  idOf(record: T): string;
  /** The records due now, claimed (with a lease or a skipped row lock) so two processes share the work. */
  due(now: Date): Promise<T[]>;
  /** Finishes one, asking the provider outside any transaction. */
  finish(record: T, now: Date): Promise<void>;
  /** Work of the kind that needs no provider (holds run out); answers how many records it ended. */
  sweep?(now: Date): Promise<number>;
  /** Settles the record `intent` belongs to from the intent as the provider has it now; false when none of the kind's. */
  settleIntent?(intent: GatewayIntent): Promise<boolean>;
};

/**
 * The one reconciler of every charge (DESIGN.md §4, decision 0048): at listen and every minute, each
 * registered kind's due records are finished one by one; a failure leaves that record for the next pass.
 */
export function registerChargeReconciler(app: FastifyInstance, clock: Clock) {
  /** One pass of each kind, typed where it is added; each answers how many records it looked at. */
  const passes: (() => Promise<number>)[] = [];
  const settlers: ((intent: GatewayIntent) => Promise<boolean>)[] = [];
  const balanceSettlers: ((customerId: string) => Promise<boolean>)[] = [];

  async function passOf<T>(kind: Reconciled<T>): Promise<number> {
    const due = await kind.due(clock());
    for (const record of due) {
      try {
        await kind.finish(record, clock());
      } catch (err) {
        app.log.warn(
          { err, charge: kind.name, id: kind.idOf(record) },
          "charge not reconciled; trying again later",
        );
      }
    }
    return due.length + ((await kind.sweep?.(clock())) ?? 0);
  }

  async function pass(): Promise<number> {
    let looked = 0;
    for (const kindPass of passes) looked += await kindPass();
    return looked;
  }

  app.decorate(
    "reconcileCharges",
    registerPeriodicPass(app, {
      intervalMs: RECONCILE_INTERVAL_MS,
      failure: "charge reconciler failed; trying again",
      pass,
    }),
  );
  return {
    add<T>(kind: Reconciled<T>): void {
      passes.push(() => passOf(kind));
      if (kind.settleIntent) settlers.push(kind.settleIntent);
    },

    /**
     * What a webhook tells (charge-webhook.ts): the record of whichever kind `intent` belongs to is
     * settled as the intent now stands; false when it is no charge of the park's.
     */
    async settleIntent(intent: GatewayIntent): Promise<boolean> {
      for (const settle of settlers) if (await settle(intent)) return true;
      return false;
    },

    /**
     * A kind whose charges leave money in a Customer's cash balance (a transfer that came late or in
     * excess) gives it back when the provider says funds are there; answers false when it is none of its.
     */
    addBalanceSettler(settle: (customerId: string) => Promise<boolean>): void {
      balanceSettlers.push(settle);
    },

    /** What a cash balance event tells: the Customer's leftover funds refunded; false when it is no charge of the park's. */
    async settleCashBalance(customerId: string): Promise<boolean> {
      for (const settle of balanceSettlers) if (await settle(customerId)) return true;
      return false;
    },
  };
}

export type ChargeReconciler = ReturnType<typeof registerChargeReconciler>;

/**
 * How a charge left between the provider and its record is finished (a crash, a lost answer, a visitor who
 * never came back from 3-D Secure): a paid intent is settled (exactly once: the kind's own locks see to
 * it), a refused or cancelled one is undone, and an authentication left for 30 minutes is cancelled. A
 * charge whose intent id was never stored is looked up by its metadata; not found, it is sent again with
 * its own idempotency key (the provider answers a request it already ran without charging twice) for
 * REPLAY_LIMIT_MS, ended after that.
 */
function intentReconciliation<R extends ChargeRecord>(
  kind: ChargeKind<R>,
  flow: ChargeFlow<R>,
  gateway: PaymentGateway,
): (record: R, now: Date) => Promise<void> {
  async function providerAnswer(record: R, now: Date): Promise<PaymentAttempt | null> {
    if (record.intentId) {
      const intent = await gateway.retrieveIntent(record.intentId);
      return intent ? { outcome: "intent", intent } : null;
    }
    const known = await gateway.findIntentByMetadata(kind.metadataKey, kind.idOf(record));
    if (known) return { outcome: "intent", intent: known };
    if (now.getTime() - kind.sentAt(record).getTime() > REPLAY_LIMIT_MS) return null;
    const input = await flow.inputOf(record);
    return input ? gateway.createAndConfirmIntent(input) : null;
  }

  return async function finish(record: R, now: Date): Promise<void> {
    const answer = await providerAnswer(record, now);
    if (!answer) {
      await kind.fail(record, "payment_not_found", null);
      return;
    }
    if (kind.stateOf(record) === "awaiting" && answer.outcome === "intent") {
      await flow.finishAwaiting(record, answer.intent, now);
      return;
    }
    const waiting =
      answer.outcome === "intent" &&
      (answer.intent.status === "requires_action" || answer.intent.status === "requires_confirmation");
    if (waiting && now.getTime() - kind.sentAt(record).getTime() >= ABANDONED_AFTER_MS) {
      await flow.abandon(record, answer.intent.id);
    } else if (waiting) {
      await flow.awaitAuthentication(record, answer.intent);
    } else {
      await flow.settleAnswer(record, answer);
    }
  };
}

/** Statuses in which the provider has not decided: a card being authenticated, money on its way. */
const UNDECIDED = new Set(["requires_action", "requires_confirmation", "processing"]);

/**
 * How an intent the provider reports on (a webhook) settles the record it was made for, found by the
 * kind's metadata key: a paid record is left alone, a transfer still waiting has what is left to send
 * written (a partial transfer), another undecided intent leaves the record to its own flow, and otherwise the intent's present status is settled as the post itself would settle it. Every
 * step is the kind's own, under its locks, so a replayed or late event changes nothing twice; money that
 * arrives for a record that can no longer be sold is refunded by the flow (AppError, logged here).
 */
function intentSettlement<R extends ChargeRecord>(
  kind: ChargeKind<R>,
  flow: ChargeFlow<R>,
  byId: (id: string) => Promise<R | undefined>,
  deps: Pick<ReconciledChargeDeps, "log" | "clock">,
): (intent: GatewayIntent) => Promise<boolean> {
  const { log, clock } = deps;
  return async (intent) => {
    const id = intent.metadata[kind.metadataKey];
    const record = id === undefined ? undefined : await byId(id);
    if (!record) return false;
    if (kind.stateOf(record) === "awaiting" && intent.status === "requires_action" && intent.transfer) {
      await kind.vouchers?.await(record, intent, clock());
      return true;
    }
    if (kind.stateOf(record) === "paid" || UNDECIDED.has(intent.status)) return true;
    try {
      await flow.settleAnswer(record, { outcome: "intent", intent });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.warn(
        { charge: kind.name, id: kind.idOf(record), intentId: intent.id, code: error.code },
        "a provider's event could not settle its charge",
      );
    }
    return true;
  };
}

/** What a kind's charge flow runs on, and the reconciler its records left between steps join. */
export type ReconciledChargeDeps = ChargeDeps & { reconciler: ChargeReconciler };

/**
 * The charge flow of one kind, with its records left between steps added to the reconciler: `claimDue`
 * takes the due ones and moves their next look to `leaseUntil` (a lease, so two processes share the work);
 * `sweep` ends what needs no provider; `byId` finds the record a provider's event names.
 */
export function reconciledChargeFlow<R extends ChargeRecord>(
  charges: ReconciledChargeDeps,
  kind: ChargeKind<R>,
  left: {
    claimDue(now: Date, leaseUntil: Date, limit: number): Promise<R[]>;
    sweep?(now: Date): Promise<number>;
    byId(id: string): Promise<R | undefined>;
  },
): ChargeFlow<R> {
  const { claimDue, sweep, byId } = left;
  const flow = createChargeFlow(kind, charges);
  charges.reconciler.add({
    name: kind.name,
    idOf: kind.idOf,
    due: (now) => claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH),
    finish: intentReconciliation(kind, flow, charges.gateway),
    ...(sweep ? { sweep } : {}),
    settleIntent: intentSettlement(kind, flow, byId, charges),
  });
  return flow;
}
