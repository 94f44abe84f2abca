import type { FastifyBaseLogger } from "fastify";
import type { GatewayRefund, PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import { providerStep } from "./charge-flow.ts";
import { BATCH, type ChargeReconciler } from "./charge-reconciler.ts";

/** A refund younger than this is left to the request that is asking the provider right now. */
const GRACE_MS = 60_000;
/**
 * How long a held refund may be asked for again with its key. Stripe keeps idempotency keys at least
 * 24 hours; after that the same key could make a second refund, so the reconciler stops asking well before.
 */
const REPLAY_LIMIT_MS = 12 * 60 * 60_000;

/** A held refund's steps, on its record locked by `RefundKind.locked`. */
export type RefundSteps<R> = {
  /** The settled intent the money goes back on (null when the record names none). */
  intentId: string | null;
  /** In the smallest unit of the intent's currency. */
  amount: number;
  /** The provider's Idempotency-Key: asking again replays the refund it made instead of making another. */
  idempotencyKey: string;
  /** Settle: the refund the provider made is recorded (with what goes with it, such as its audit entry). */
  settle(made: GatewayRefund): Promise<R>;
  /** Undo of the hold: the provider refused, or never made it; the record ends with the code. */
  fail(code: string): Promise<R>;
  /** What the kind recorded as refunded on the intent so far (made, not held). */
  madeSoFar(): Promise<number>;
};

/**
 * One kind of refund (the desk's, decision 0025): its hold is its record, written before the provider is
 * asked; `locked` runs a step in one transaction under the record's lock, so one asker at a time and a
 * second one finds the first done.
 */
export type RefundKind<R> = {
  name: string;
  idOf(record: R): string;
  /** When it was held: the reconciler asks again with its key until REPLAY_LIMIT_MS after. */
  heldAt(record: R): Date;
  /** The records held since before `heldBefore` that nobody is asking the provider about now (SKIP LOCKED). */
  claimHeld(heldBefore: Date, limit: number): Promise<R[]>;
  /** Runs `step` under the record's lock, given its steps while it is held and null once it was settled or failed. */
  locked<S>(id: string, step: (record: R, held: RefundSteps<R> | null) => Promise<S>): Promise<S>;
};

/**
 * Money going back on a settled intent, in the one charge flow (decision 0048): the hold is the kind's
 * record; the provider's step is the refund with the record's key; its answer goes to settle, to the
 * hold's undo when refused, or stays held when unknown. The provider is asked under the record's lock.
 * What is left held joins the one reconciler, which asks again with the same key within its life and,
 * after that, fails a refund the provider never made and logs anything else for a person.
 */
export function createRefundFlow<R>(
  kind: RefundKind<R>,
  deps: { gateway: PaymentGateway; reconciler: ChargeReconciler; log: FastifyBaseLogger },
) {
  const { gateway, reconciler, log } = deps;

  /** The refund after asking the provider, if it was still held (else as it is); `unknown` when the provider did not answer. */
  function settle(id: string): Promise<R | "unknown"> {
    return kind.locked(id, async (record, held) => {
      if (!held) return record;
      const { intentId, amount, idempotencyKey } = held;
      if (!intentId) throw new Error(`${kind.name} ${id} has no charge to refund`);
      return providerStep<GatewayRefund, R | "unknown">(
        () => gateway.refund(intentId, amount, { idempotencyKey }),
        { settle: held.settle, fail: held.fail, unknown: () => "unknown" },
      );
    });
  }

  /**
   * A held refund too old to ask for again with its key: failed when the intent shows no more refunded
   * than what is recorded as made, so it was never made; else it stays held, `true` meaning a person
   * must look at the provider's dashboard (its amount is kept from being refunded twice meanwhile).
   */
  function expire(id: string): Promise<boolean> {
    return kind.locked(id, async (_record, held) => {
      if (!held) return false;
      const intent = held.intentId ? await gateway.retrieveIntent(held.intentId) : null;
      if (!intent || intent.amountRefunded > (await held.madeSoFar())) return true;
      await held.fail("refund_not_made");
      return false;
    });
  }

  reconciler.add<R>({
    name: kind.name,
    idOf: kind.idOf,
    due: (now) => kind.claimHeld(new Date(now.getTime() - GRACE_MS), BATCH),
    async finish(record, now) {
      const id = kind.idOf(record);
      if (now.getTime() - kind.heldAt(record).getTime() < REPLAY_LIMIT_MS) {
        await settle(id);
      } else if (await expire(id)) {
        log.error({ refundId: id }, "refund pending past its key's life; check it at the provider");
      }
    },
  });
  return { settle };
}
