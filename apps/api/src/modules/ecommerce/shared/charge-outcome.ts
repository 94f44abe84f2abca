import type { PaymentResult } from "@park/domain/checkout/payment-result.ts";
import { AppError } from "../../../http/app-error.ts";
import {
  type GatewayIntent,
  type PaymentAttempt,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../../infra/payments/payment-gateway.ts";

export type PaymentInfo = PaymentResult["paymentInfo"];

/** What the browser is told about a card payment, besides the quote. */
export function info(status: PaymentInfo["status"], fields: Partial<PaymentInfo> = {}): PaymentInfo {
  return { status, message: null, clientSecret: null, redirectUrl: null, ...fields };
}

/** What the browser is told to do to authenticate the card of `intent` (3-D Secure). */
export function authenticationInfo(intent: GatewayIntent): PaymentInfo {
  return info("requires_action", {
    clientSecret: intent.clientSecret,
    redirectUrl: intent.authenticationUrl,
  });
}

/** How often the reconciler looks again at a card being authenticated. */
const AUTHENTICATION_RECHECK_MS = 60_000;

/**
 * The fields a payment or date-change record takes while its card is being authenticated: the intent to
 * ask about, and when the reconciler should ask again.
 */
export function awaitingAuthentication(intent: GatewayIntent, now: Date) {
  return {
    status: "REQUIRES_ACTION" as const,
    intentId: intent.id,
    reconcileAfter: new Date(now.getTime() + AUTHENTICATION_RECHECK_MS),
    updatedAt: now,
  };
}

/**
 * How one kind of charge records each answer of the provider: a sale's payment attempt
 * (payment-settlement.ts) or a date change's difference (date-change-payment.ts).
 */
export type ChargeRecordSteps<R> = {
  /** A definite refusal, with the card's code; intentId null when no intent was made. */
  fail(record: R, code: string, intentId: string | null): Promise<void>;
  /** Paid: the sale or the change is completed. */
  complete(record: R, intentId: string): Promise<void>;
  /** The card asks for authentication: the record waits for it, and the browser is told how. */
  awaitAuthentication(record: R, intent: GatewayIntent): Promise<PaymentInfo>;
  /** The provider has not decided: the intent is kept on the record for the reconciler to ask again. */
  keepIntent(record: R, intentId: string): Promise<void>;
};

/**
 * The provider's answers, the same for every kind of charge: `settle` finishes a charge from an
 * answer (or says "pending"), `abandon` gives up an authentication left unfinished.
 */
export function createChargeOutcomes<R>(gateway: PaymentGateway, steps: ChargeRecordSteps<R>) {
  async function settle(record: R, result: PaymentAttempt): Promise<PaymentInfo | "pending"> {
    if (result.outcome === "card_error") {
      await steps.fail(record, result.failure.code, result.intent?.id ?? null);
      return info("error", { message: result.failure.code });
    }
    const { intent } = result;
    switch (intent.status) {
      case "succeeded":
        await steps.complete(record, intent.id);
        return info("succeeded");
      case "requires_action":
        return steps.awaitAuthentication(record, intent);
      case "requires_payment_method":
      case "canceled": {
        const code =
          intent.lastFailure?.code ?? (intent.status === "canceled" ? "canceled" : "card_declined");
        await steps.fail(record, code, intent.id);
        return info("error", { message: code });
      }
      default:
        await steps.keepIntent(record, intent.id);
        return "pending";
    }
  }

  /** The intent is cancelled; one that got paid or refused meanwhile is settled as it now is instead. */
  async function abandon(record: R, intentId: string): Promise<void> {
    let intent: GatewayIntent | null;
    try {
      intent = await gateway.cancelIntent(intentId);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError) || error.kind !== "invalid_request") throw error;
      intent = await gateway.retrieveIntent(intentId);
    }
    if (!intent) await steps.fail(record, "payment_not_found", null);
    else await settle(record, { outcome: "intent", intent });
  }

  /** A repeated post while the card is being authenticated: the same challenge again, or "pending". */
  async function authenticationAnswer(intentId: string | null): Promise<PaymentInfo | "pending"> {
    const intent = intentId ? await gateway.retrieveIntent(intentId) : null;
    return intent ? authenticationInfo(intent) : "pending";
  }

  /**
   * Steps 2 and 3 of a charge or of its authentication: the provider's call, then its answer settled. A
   * definite refusal fails the record (502 not_acceptable when the call itself was refused); an unknown
   * outcome (the charge may have happened) leaves the record to the reconciler and answers `pending()`.
   */
  async function settleCall(options: {
    record: R;
    intentId: string | null;
    call: () => Promise<PaymentAttempt>;
    pending: () => AppError;
    before?: () => Promise<void> | void;
    after?: () => Promise<void> | void;
  }): Promise<PaymentInfo> {
    const { record, intentId, call, pending } = options;
    let result: PaymentAttempt;
    await options.before?.();
    try {
      result = await call();
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.kind === "unknown_outcome") throw pending();
      await steps.fail(record, error.code ?? error.kind, intentId);
      throw new AppError(502, "not_acceptable");
    }
    await options.after?.();
    const settled = await settle(record, result);
    if (settled === "pending") throw pending();
    return settled;
  }

  return { settle, abandon, authenticationAnswer, settleCall };
}
