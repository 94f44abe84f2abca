import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import type {
  CreateIntentInput,
  GatewayIntent,
  PaymentGateway,
} from "../../../infra/payments/payment-gateway.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { SaleService } from "../sale/service.ts";
import {
  authenticationInfo,
  awaitingAuthentication,
  createChargeOutcomes,
  info,
  type PaymentInfo,
} from "../shared/charge-outcome.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PaymentRecord } from "./payment-repository.ts";

/** How long the reconciler leaves an attempt alone after it started: the request is still waiting for the provider. */
export const PROCESSING_GRACE_MS = 2 * 60_000;
/** Holds are kept this long while the visitor authenticates the card (the reconciler gives up at 30). */
const AUTHENTICATION_HOLD_MINUTES = 35;

/**
 * The one input of an attempt's charge, rebuilt the same from its stored row every time: the provider
 * replays the first answer for the same key and input instead of charging again (payments README).
 */
/** The metadata key that finds an attempt's intent at the provider when its id was never stored. */
export const ATTEMPT_METADATA_KEY = "paymentAttempt";

export function chargeInput(attempt: PaymentRecord, quote: QuoteRecord): CreateIntentInput {
  return {
    amount: attempt.amount,
    currency: attempt.currency === "USD" ? "usd" : "mxn",
    paymentMethodId: attempt.paymentMethodId,
    idempotencyKey: attempt.idempotencyKey,
    metadata: { quoteId: quote.id, visitCode: quote.code, [ATTEMPT_METADATA_KEY]: String(attempt.id) },
    description: `Visit ${quote.code}`,
    ...(attempt.returnUrl ? { returnUrl: attempt.returnUrl } : {}),
  };
}

function isAppError(error: unknown, code: string): error is AppError {
  return error instanceof AppError && error.code === code;
}

/**
 * The sale's third step for an attempt the provider answered, shared by the payment call and the
 * reconciler: a paid intent completes the sale, the payment row and the confirmation e-mail in one
 * transaction (exactly once: the quote moves PAYMENT_PENDING -> PAID under its lock, and the e-mail
 * has a unique key); a refusal releases the quote so the visitor may try another card.
 */
export function createPaymentSettlement(deps: {
  store: EcommerceStore;
  sale: SaleService;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Called once a sale is settled with its confirmation queued: sends it now rather than at the next round. */
  onConfirmationQueued?: () => void;
}) {
  const { store, sale, gateway, clock, log, onConfirmationQueued } = deps;

  /** The attempt failed: marked FAILED with the card's code, and its quote OPEN again if it was being paid by it. */
  async function fail(attempt: PaymentRecord, code: string, intentId: string | null): Promise<void> {
    await store.transaction(async (tx) => {
      const now = clock();
      const quote = await tx.sale.lockQuote(attempt.quoteId);
      const current = await tx.payments.byId(attempt.id);
      if (current?.status !== "PROCESSING" && current?.status !== "REQUIRES_ACTION") return;
      // An intent is one attempt's: a replayed refusal naming another attempt's intent is not stored twice.
      const owner = intentId ? await tx.payments.byIntent(intentId) : undefined;
      await tx.payments.update(attempt.id, {
        status: "FAILED",
        failureCode: code,
        intentId: owner && owner.id !== attempt.id ? current.intentId : (intentId ?? current.intentId),
        updatedAt: now,
      });
      if (quote?.status === "PAYMENT_PENDING") await sale.releaseIn(tx, attempt.quoteId);
    });
  }

  /** Gives the money back when the sale cannot be completed (the quote was sold by another attempt, or its units lost). */
  async function refund(attempt: PaymentRecord, intentId: string): Promise<void> {
    await gateway.refund(intentId, undefined, { idempotencyKey: `${attempt.idempotencyKey}:refund` });
    await store.transaction(async (tx) => {
      const now = clock();
      const quote = await tx.sale.lockQuote(attempt.quoteId);
      await tx.payments.update(attempt.id, { status: "REFUNDED", intentId, updatedAt: now });
      if (quote?.status === "PAYMENT_PENDING") await sale.releaseIn(tx, attempt.quoteId);
    });
    log.warn(
      { quoteId: attempt.quoteId, intentId },
      "a payment was refunded: its sale could not be completed",
    );
  }

  async function complete(attempt: PaymentRecord, intentId: string): Promise<void> {
    try {
      await store.transaction(async (tx) => {
        const now = clock();
        const quote = await sale.completeIn(tx, attempt.quoteId);
        await tx.payments.update(attempt.id, {
          status: "SUCCEEDED",
          intentId,
          paidAt: now,
          failureCode: null,
          updatedAt: now,
        });
        const contact = await tx.payments.contactOf(quote.id);
        if (contact) await tx.payments.queueConfirmation(quote.id, contact.email, quote.language, now);
      });
      onConfirmationQueued?.();
    } catch (error) {
      // Paid already: by this attempt (a second click, the reconciler) there is nothing left to do.
      if (
        isAppError(error, "quote_paid") &&
        (await store.payments.byId(attempt.id))?.status === "SUCCEEDED"
      ) {
        return;
      }
      if (error instanceof AppError) {
        await refund(attempt, intentId);
      }
      throw error;
    }
  }

  async function awaitAuthentication(attempt: PaymentRecord, intent: GatewayIntent): Promise<PaymentInfo> {
    const now = clock();
    await store.payments.update(attempt.id, awaitingAuthentication(intent, now));
    await sale.renewHolds(attempt.quoteId, AUTHENTICATION_HOLD_MINUTES);
    return authenticationInfo(intent);
  }

  const outcomes = createChargeOutcomes<PaymentRecord>(gateway, {
    fail,
    complete,
    awaitAuthentication,
    keepIntent: async (attempt, intentId) => {
      await store.payments.update(attempt.id, { intentId, updatedAt: clock() });
    },
  });

  return {
    fail,
    complete,
    awaitAuthentication,
    /**
     * Finishes an attempt from the provider's answer: what the browser is told, or "pending" when the
     * provider has not decided (the reconciler asks again later).
     */
    settle: outcomes.settle,
    /** Gives up an authentication the visitor left: the intent is cancelled and the quote released. */
    abandon: outcomes.abandon,
    settleCall: outcomes.settleCall,

    /** What an attempt already settled (or being authenticated) answers to a repeated post. */
    async answerOf(attempt: PaymentRecord): Promise<PaymentInfo | "pending"> {
      switch (attempt.status) {
        case "SUCCEEDED":
          return info("succeeded");
        case "FAILED":
        case "REFUNDED":
          return info("error", { message: attempt.failureCode ?? "not_acceptable" });
        case "REQUIRES_ACTION":
          return outcomes.authenticationAnswer(attempt.intentId);
        default:
          return "pending";
      }
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
