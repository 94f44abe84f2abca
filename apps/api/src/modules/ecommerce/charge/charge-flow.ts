import type { PaymentResult } from "@park/domain/checkout/payment-result.ts";
import type { Clock } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import {
  type CreateIntentInput,
  type GatewayIntent,
  type PaymentAttempt,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../../infra/payments/payment-gateway.ts";
import { CHARGE_HOLD_MINUTES } from "./charge-terms.ts";

export type PaymentInfo = PaymentResult["paymentInfo"];

/** Hooks only tests arm (buildApp's option; no setting of the config reaches them). */
export type ChargeHooks = {
  /** Runs before the charge is sent to the provider: a test throws here to lose the request on the way. */
  beforeCharge?: (quoteId: string) => void | Promise<void>;
  /** Runs after the provider answered a charge and before it is settled: a test throws here to crash. */
  afterCharge?: (quoteId: string) => void | Promise<void>;
};

/** What the browser is told about a card payment, besides the quote. */
export function info(status: PaymentInfo["status"], fields: Partial<PaymentInfo> = {}): PaymentInfo {
  return { status, message: null, clientSecret: null, redirectUrl: null, ...fields };
}

/** What the browser is told to do to authenticate the card of `intent` (3-D Secure). */
function authenticationInfo(intent: GatewayIntent): PaymentInfo {
  return info("requires_action", {
    clientSecret: intent.clientSecret,
    redirectUrl: intent.authenticationUrl,
  });
}

/**
 * The provider's step of every charge and where its answer goes (decision 0048): what it made to
 * `settle`, a definite refusal (with its code) to `fail`, the hold's undo, and an unknown outcome (a
 * network failure, its 5xx: it may or may not have acted) to `unknown`, which leaves the record between
 * steps for the reconciler to ask again with the same key.
 */
export async function providerStep<T, S>(
  request: () => Promise<T>,
  answer: { settle(made: T): Promise<S>; fail(code: string): Promise<S>; unknown(): S },
): Promise<S> {
  let made: T;
  try {
    made = await request();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (error.kind === "unknown_outcome") return answer.unknown();
    return answer.fail(error.code ?? error.kind);
  }
  return answer.settle(made);
}

/** How often the reconciler looks again at a card being authenticated. */
const AUTHENTICATION_RECHECK_MS = 60_000;
/** How long a repeated post waits for the first one's answer from the provider. */
const JOIN_WAIT_MS = 15_000;
const JOIN_POLL_MS = 200;

/**
 * Where a charge's record stands, as a repeated post or the reconciler sees it: `awaiting` is a voucher
 * or a transfer's instructions issued and not yet paid, which holds until its deadline.
 */
export type ChargeState = "sending" | "authenticating" | "awaiting" | "paid" | "refused";

/** The fields a charge's record is written with between its steps. */
export type ChargePatch = {
  status?: "REQUIRES_ACTION";
  intentId: string;
  reconcileAfter?: Date;
  updatedAt: Date;
};

/** What every charge's record stores of its charge, written in its hold: the input the provider replays. */
export type ChargeRecord = {
  quoteId: string;
  intentId: string | null;
  idempotencyKey: string | null;
  paymentMethodId: string | null;
  currency: "MXN" | "USD" | null;
  /** In the smallest unit of its currency. */
  amount: number | null;
  /** Where the sandbox's challenge page sends the visitor back (null with real Stripe). */
  returnUrl: string | null;
  failureCode: string | null;
  /** An OXXO voucher's days (null or absent for a card). */
  voucherDays?: number | null;
  /** How it pays (card when absent): a SPEI transfer's intent is made for a Customer of its own. */
  method?: "card" | "oxxo" | "spei";
};

/**
 * One kind of charge (a sale's payment attempt, a date change's difference): what it holds, how it
 * settles and how each step is undone, as callbacks on its own record. The flow calls them in order;
 * each runs its own transaction and locks, so a second settlement (a double post, the reconciler) finds
 * the first done and does nothing.
 */
export type ChargeKind<R extends ChargeRecord> = {
  /** For logs: which kind of charge. */
  name: string;
  idOf(record: R): string;
  stateOf(record: R): ChargeState;
  /** When it was sent: the reconciler's replay and abandon times count from here. */
  sentAt(record: R): Date;
  /** The metadata key its intent carries with the record's id, to find an intent whose id was never stored. */
  metadataKey: string;
  /** What the provider's dashboard shows for the charge of the visit `code`. */
  description(code: string): string;
  /** The 409 a post gets while the provider has not decided. */
  pending(): AppError;
  /** Writes the intent (and the authentication's state) on the record. */
  record(record: R, patch: ChargePatch): Promise<void>;
  /** Keeps what the charge holds until `until` while the visitor authenticates the card. */
  renewHolds(record: R, now: Date, until: Date): Promise<void>;
  /** Undo of the hold: a definite refusal, with the card's code; intentId null when no intent was made. */
  fail(record: R, code: string, intentId: string | null): Promise<void>;
  /** Settle: the sale or the change is completed (exactly once, under its own locks). */
  settle(record: R, intentId: string): Promise<void>;
  /** Whether this record's charge was settled already (a second settlement then does nothing). */
  settled(record: R): Promise<boolean>;
  /** Undo of the intent when it cannot settle: the provider refunded it; the record says so and lets the hold go. */
  refunded(record: R, intentId: string): Promise<void>;
  /** Runs after a settlement (sends the confirmation it queued now rather than at the outbox's next round). */
  afterSettle?: () => void;
  /**
   * The kinds that take vouchers or transfers: the record is written awaiting with what the provider
   * issued (again as a partial transfer lowers what is left to send), and what it holds is kept until its
   * deadline (`awaitingUntil`). A transfer's pay-before is the park's, kept on the record (`payBefore`);
   * `lapseCode` is the record's failure code when that deadline passes unpaid.
   */
  vouchers?: {
    await(record: R, intent: GatewayIntent, now: Date): Promise<void>;
    awaitingUntil(record: R): Date | null;
    payBefore(record: R): Date | null;
    lapseCode(record: R): string;
  };
};

/** What every kind's charge flow runs on. */
export type ChargeDeps = {
  /** The visit codes the intents' metadata carry. */
  quotes: { byId(id: string): Promise<{ code: string } | undefined> };
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  hooks: ChargeHooks;
};

/**
 * The charge flow of DESIGN.md §4 and decision 0048, the same for every kind: hold (the kind's own first
 * transaction stores the record with its idempotency key), the provider's intent outside any transaction
 * (`send`, `confirm`), then settle or undo from the provider's answer (`settleAnswer`). An unknown outcome
 * leaves the record to the reconciler (charge-reconciler.ts), which finishes it with the same answers.
 */
export function createChargeFlow<R extends ChargeRecord>(kind: ChargeKind<R>, deps: ChargeDeps) {
  const { quotes, gateway, clock, log, hooks } = deps;
  const keyOf = (record: R) => record.idempotencyKey ?? "";

  /** The charge as first sent, rebuilt the same from the record each time (the provider replays it); null when its visit is gone. */
  async function inputOf(record: R): Promise<CreateIntentInput | null> {
    const quote = await quotes.byId(record.quoteId);
    if (!quote) return null;
    return {
      amount: record.amount ?? 0,
      currency: record.currency === "USD" ? "usd" : "mxn",
      paymentMethodId: record.paymentMethodId ?? "",
      idempotencyKey: keyOf(record),
      metadata: { quoteId: record.quoteId, visitCode: quote.code, [kind.metadataKey]: kind.idOf(record) },
      description: kind.description(quote.code),
      ...(record.returnUrl ? { returnUrl: record.returnUrl } : {}),
      ...(record.voucherDays ? { voucherDays: record.voucherDays } : {}),
      ...(record.method === "spei" ? { bankTransfer: true } : {}),
    };
  }

  /** The voucher or the transfer the visit waits for, as the browser is told it. */
  function awaitingInfo(record: R, intent: GatewayIntent): PaymentInfo {
    const { voucher, transfer } = intent;
    const payBefore = kind.vouchers?.payBefore(record) ?? null;
    return info("awaiting_payment", {
      ...(voucher
        ? {
            voucher: { number: voucher.number, expiresAt: voucher.expiresAt.toISOString(), url: voucher.url },
          }
        : {}),
      ...(transfer && payBefore
        ? {
            transfer: {
              bank: transfer.bankName,
              clabe: transfer.clabe,
              reference: transfer.reference,
              amount: centavosToPesos(intent.amount),
              amountRemaining: centavosToPesos(transfer.amountRemaining),
              expiresAt: payBefore.toISOString(),
              url: transfer.url,
            },
          }
        : {}),
    });
  }

  async function awaitAuthentication(record: R, intent: GatewayIntent): Promise<PaymentInfo> {
    const now = clock();
    await kind.record(record, {
      status: "REQUIRES_ACTION",
      intentId: intent.id,
      reconcileAfter: new Date(now.getTime() + AUTHENTICATION_RECHECK_MS),
      updatedAt: now,
    });
    await kind.renewHolds(record, now, new Date(now.getTime() + CHARGE_HOLD_MINUTES * 60_000));
    return authenticationInfo(intent);
  }

  /** Settled, or refunded (the undo of the intent) when it can no longer be. */
  async function complete(record: R, intentId: string): Promise<void> {
    try {
      await kind.settle(record, intentId);
      kind.afterSettle?.();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Settled already by this record's charge (a second click, the reconciler): nothing is left to do.
      if (await kind.settled(record)) return;
      await gateway.refund(intentId, undefined, {
        idempotencyKey: `${keyOf(record)}:refund`,
      });
      await kind.refunded(record, intentId);
      log.warn(
        { charge: kind.name, id: kind.idOf(record), intentId },
        "a charge was refunded: it could not settle",
      );
      throw error;
    }
  }

  /** Finishes a charge from the provider's answer: what the browser is told, or "pending" when the provider has not decided. */
  async function settleAnswer(record: R, result: PaymentAttempt): Promise<PaymentInfo | "pending"> {
    if (result.outcome === "card_error") {
      await kind.fail(record, result.failure.code, result.intent?.id ?? null);
      return info("error", { message: result.failure.code });
    }
    const { intent } = result;
    switch (intent.status) {
      case "succeeded":
        await complete(record, intent.id);
        return info("succeeded");
      case "requires_action":
        if ((intent.voucher || intent.transfer) && kind.vouchers) {
          await kind.vouchers.await(record, intent, clock());
          return awaitingInfo(record, intent);
        }
        return awaitAuthentication(record, intent);
      case "requires_payment_method":
      case "canceled": {
        const code =
          intent.lastFailure?.code ?? (intent.status === "canceled" ? "canceled" : "card_declined");
        await kind.fail(record, code, intent.id);
        return info("error", { message: code });
      }
      default:
        await kind.record(record, { intentId: intent.id, updatedAt: clock() });
        return "pending";
    }
  }

  /**
   * Undo of an authentication left unfinished, or of a voucher past its deadline: the intent is cancelled
   * (with `code` when given, else as the provider says why); one paid or refused meanwhile is settled as
   * it now is.
   */
  async function abandon(record: R, intentId: string, code?: string): Promise<void> {
    let intent: GatewayIntent | null;
    try {
      intent = await gateway.cancelIntent(intentId);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError) || error.kind !== "invalid_request") throw error;
      intent = await gateway.retrieveIntent(intentId);
    }
    if (!intent) await kind.fail(record, "payment_not_found", null);
    else if (intent.status === "canceled" && code) await kind.fail(record, code, intent.id);
    else await settleAnswer(record, { outcome: "intent", intent });
  }

  /** What a record already answered (or being authenticated) says to a repeated post. */
  async function answerOf(record: R): Promise<PaymentInfo | "pending"> {
    switch (kind.stateOf(record)) {
      case "paid":
        return info("succeeded");
      case "refused":
        return info("error", { message: record.failureCode ?? "not_acceptable" });
      case "authenticating": {
        const intent = record.intentId ? await gateway.retrieveIntent(record.intentId) : null;
        return intent ? authenticationInfo(intent) : "pending";
      }
      case "awaiting": {
        const intent = record.intentId ? await gateway.retrieveIntent(record.intentId) : null;
        return intent ? awaitingInfo(record, intent) : "pending";
      }
      default:
        return "pending";
    }
  }

  function answered(result: PaymentInfo | "pending"): PaymentInfo {
    if (result === "pending") throw kind.pending();
    return result;
  }

  /**
   * The provider's call, then its answer settled. A definite refusal fails the record (502 not_acceptable
   * when the call itself was refused); an unknown outcome (the charge may have happened) leaves the record
   * to the reconciler and answers the kind's 409 pending.
   */
  async function call(record: R, request: () => Promise<PaymentAttempt>): Promise<PaymentInfo> {
    await hooks.beforeCharge?.(record.quoteId);
    return providerStep(request, {
      async settle(attempt) {
        await hooks.afterCharge?.(record.quoteId);
        return answered(await settleAnswer(record, attempt));
      },
      async fail(code) {
        await kind.fail(record, code, record.intentId);
        throw new AppError(502, "not_acceptable");
      },
      unknown() {
        throw kind.pending();
      },
    });
  }

  /**
   * A voucher or transfer the reconciler looks at again: paid, it is settled; past the record's deadline
   * unpaid, it is cancelled (the provider voids it) and the charge ends, letting go of what it held;
   * before, it is looked at again (vouchers.await moves the next look and writes what a partial transfer
   * left to send), in case a webhook was lost.
   */
  async function finishAwaiting(record: R, intent: GatewayIntent, now: Date): Promise<void> {
    const deadline = kind.vouchers?.awaitingUntil(record);
    if (intent.status !== "requires_action") {
      await settleAnswer(record, { outcome: "intent", intent });
    } else if (deadline && now.getTime() >= deadline.getTime()) {
      await abandon(record, intent.id, kind.vouchers?.lapseCode(record) ?? "voucher_expired");
    } else {
      await kind.vouchers?.await(record, intent, now);
    }
  }

  return {
    inputOf,
    settleAnswer,
    awaitAuthentication,
    finishAwaiting,
    abandon,
    answerOf,
    answered,

    /** The intent of a record just held: created and confirmed with the record's idempotency key. */
    async send(record: R): Promise<PaymentInfo> {
      const input = await inputOf(record);
      if (!input) throw kind.pending();
      return call(record, () => gateway.createAndConfirmIntent(input));
    },

    /** The second post, after the card was authenticated (the caller found the record by its intent). */
    async confirm(record: R, intentId: string): Promise<PaymentInfo> {
      if (kind.stateOf(record) !== "authenticating") return answered(await answerOf(record));
      const intent = await gateway.retrieveIntent(intentId);
      if (!intent) throw kind.pending();
      if (intent.status !== "requires_confirmation") {
        return answered(await settleAnswer(record, { outcome: "intent", intent }));
      }
      return call(record, () =>
        gateway.confirmIntent(intentId, { idempotencyKey: `${keyOf(record)}:confirm` }),
      );
    },

    /** The record once its intent left "sending" (a repeated post joins the first), or as it is after JOIN_WAIT_MS. */
    async whenAnswered(read: () => Promise<R | undefined>): Promise<R | undefined> {
      const deadline = Date.now() + JOIN_WAIT_MS;
      for (;;) {
        const current = await read();
        if (!current || kind.stateOf(current) !== "sending" || Date.now() >= deadline) return current;
        await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
      }
    },
  };
}

export type ChargeFlow<R extends ChargeRecord> = ReturnType<typeof createChargeFlow<R>>;

/**
 * The intent a refused record keeps: an intent is one record's, so a replayed refusal naming another
 * record's intent (`ownerId`) leaves the record's own.
 */
export function keptIntent(
  current: string | null,
  refusedWith: string | null,
  ownerId: string | undefined,
  recordId: string,
): string | null {
  return ownerId !== undefined && ownerId !== recordId ? current : (refusedWith ?? current);
}
