import type { Clock } from "@park/domain/dates.ts";
import type {
  CreateIntentInput,
  GatewayIntent,
  PaymentAttempt,
  PaymentGateway,
} from "../../../infra/payments/payment-gateway.ts";

/** A card authentication not finished in this time is abandoned: the intent is cancelled, the charge ended. */
const ABANDONED_AFTER_MS = 30 * 60_000;
/**
 * How long a charge whose intent id was never stored may still be sent again with its idempotency key.
 * A replay charges if the first request never reached the provider: that is what the visitor asked for
 * while the page still says "confirming", not hours later. After this, only the provider's search (by the
 * charge's metadata) decides; its results lag a minute at most, far less than this.
 */
const REPLAY_LIMIT_MS = 10 * 60_000;

/** What a charge's own settlement does with each answer of the provider. */
export type ChargeOutcomes<T> = {
  fail(charge: T, code: "payment_not_found", intentId: null): Promise<unknown>;
  abandon(charge: T, intentId: string): Promise<unknown>;
  awaitAuthentication(charge: T, intent: GatewayIntent): Promise<unknown>;
  settle(charge: T, answer: PaymentAttempt): Promise<unknown>;
};

/** One kind of charge as the reconciliation sees it (a sale's payment attempt, a date change's charge). */
export type ReconciledCharge<T> = {
  intentIdOf(charge: T): string | null;
  /** The metadata its intent carries, to find an intent whose id was never stored. */
  metadata: { key: string; valueOf(charge: T): string };
  /** When it was sent: its replay and abandon times count from here. */
  sentAt(charge: T): Date;
  /** The charge as first sent, with its own idempotency key; null when its quote is gone. */
  replayInput(charge: T): Promise<CreateIntentInput | null>;
  outcomes: ChargeOutcomes<T>;
};

/**
 * Finishes one charge left between the provider and the database (a crash, a lost answer, a visitor who
 * never came back from 3-D Secure; DESIGN.md §4), asking the provider outside any transaction: a paid
 * intent is settled (exactly once: the settlement's own locks see to it), a refused or cancelled one ends
 * the charge, and an authentication left for 30 minutes is cancelled. A charge whose intent id was never
 * stored is looked up by its metadata; not found, it is sent again with its own idempotency key (the
 * provider answers a request it already ran without charging twice) for REPLAY_LIMIT_MS, ended after that.
 */
export function chargeReconciliation<T>(deps: {
  gateway: PaymentGateway;
  clock: Clock;
  charge: ReconciledCharge<T>;
}): (charge: T) => Promise<void> {
  const { gateway, clock, charge: kind } = deps;

  async function providerAnswer(charge: T, now: Date): Promise<PaymentAttempt | null> {
    const intentId = kind.intentIdOf(charge);
    if (intentId) {
      const intent = await gateway.retrieveIntent(intentId);
      return intent ? { outcome: "intent", intent } : null;
    }
    const known = await gateway.findIntentByMetadata(kind.metadata.key, kind.metadata.valueOf(charge));
    if (known) return { outcome: "intent", intent: known };
    if (now.getTime() - kind.sentAt(charge).getTime() > REPLAY_LIMIT_MS) return null;
    const input = await kind.replayInput(charge);
    return input ? gateway.createAndConfirmIntent(input) : null;
  }

  return async function reconcile(charge: T): Promise<void> {
    const now = clock();
    const { outcomes } = kind;
    const answer = await providerAnswer(charge, now);
    if (!answer) {
      await outcomes.fail(charge, "payment_not_found", null);
      return;
    }
    const waiting =
      answer.outcome === "intent" &&
      (answer.intent.status === "requires_action" || answer.intent.status === "requires_confirmation");
    if (waiting && now.getTime() - kind.sentAt(charge).getTime() >= ABANDONED_AFTER_MS) {
      await outcomes.abandon(charge, answer.intent.id);
    } else if (waiting) {
      await outcomes.awaitAuthentication(charge, answer.intent);
    } else {
      await outcomes.settle(charge, answer);
    }
  };
}
