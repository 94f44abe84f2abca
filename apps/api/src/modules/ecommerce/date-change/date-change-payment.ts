import { chargeAmount, type PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import { USA } from "@park/domain/checkout/contact-schema.ts";
import type {
  DateChangePayment,
  DateChangePaymentResult,
} from "@park/domain/date-change/date-change-schemas.ts";
import type { Clock } from "@park/domain/dates.ts";
import { centavosToPesos, pesosToCentavos } from "@park/domain/money.ts";
import type { FastifyBaseLogger } from "fastify";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import {
  type CreateIntentInput,
  type GatewayCard,
  type GatewayIntent,
  type PaymentAttempt,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../../infra/payments/payment-gateway.ts";
import type { ExchangeRateRepository } from "../../core/exchange-rate/repository.ts";
import type { PaymentHooks } from "../payment/payment-service.ts";
import { PROCESSING_GRACE_MS } from "../payment/payment-settlement.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import { found } from "../quotes/service.ts";
import {
  authenticationInfo,
  awaitingAuthentication,
  createChargeOutcomes,
  info,
  type PaymentInfo,
} from "../shared/charge-outcome.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import { dateChangeOf } from "./date-change-view.ts";
import { createDateChangesRepository, type DateChangeRecord } from "./repository.ts";
import { changeNotFound, type DateChangeService } from "./service.ts";

/** The metadata key that finds a change's intent at the provider when its id was never stored. */
export const DATE_CHANGE_METADATA_KEY = "dateChange";
/** The new nights stay held this long while the card is charged or authenticated (the reconciler gives up at 30). */
export const CHARGE_HOLD_MINUTES = 35;
const JOIN_WAIT_MS = 15_000;
const JOIN_POLL_MS = 200;
const CHARGING = ["PROCESSING", "REQUIRES_ACTION"] as const;

const inProgress = () => new AppError(409, "date_change_in_progress");

/** The charge of a difference: the same change, card, currency and amount is the same charge. */
export function dateChangeKey(
  changeId: string,
  paymentMethodId: string,
  currency: PaymentCurrency,
  amount: number,
) {
  return `date_change:${changeId}:${paymentMethodId}:${currency}:${amount}`;
}

/** The one input of a change's charge, rebuilt the same from its row every time (so the provider replays it). */
export function dateChangeChargeInput(change: DateChangeRecord, code: string): CreateIntentInput {
  return {
    amount: change.amount ?? 0,
    currency: change.currency === "USD" ? "usd" : "mxn",
    paymentMethodId: change.paymentMethodId ?? "",
    idempotencyKey: change.idempotencyKey ?? "",
    metadata: { quoteId: change.quoteId, visitCode: code, [DATE_CHANGE_METADATA_KEY]: change.id },
    description: `Date change of visit ${code}`,
    ...(change.returnUrl ? { returnUrl: change.returnUrl } : {}),
  };
}

/**
 * Paying a date change's difference with the checkout's payment steps (decision 0008): the charge's
 * input is stored on the change (PROCESSING) before the provider is called outside any transaction; a
 * paid intent applies the change exactly once (the change's status under the quote's lock), a refusal
 * leaves it HELD for another card, a charge whose change can no longer be applied is refunded, and an
 * unknown outcome is left to the reconciler.
 */
export function createDateChangePayment(deps: {
  store: EcommerceStore;
  service: DateChangeService;
  gateway: PaymentGateway;
  exchangeRates: ExchangeRateRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  hooks: PaymentHooks;
  onConfirmationQueued?: () => void;
}) {
  const { store, service, gateway, exchangeRates, clock, log, hooks, onConfirmationQueued } = deps;
  const changes = createDateChangesRepository(store.db);

  /** A refusal: the change is HELD again (its nights still held until they end) so another card may pay it. */
  async function fail(change: DateChangeRecord, code: string, intentId: string | null): Promise<void> {
    await store.transaction(async (tx) => {
      await tx.sale.lockQuote(change.quoteId);
      const own = createDateChangesRepository(tx.db);
      const owner = intentId ? await own.byIntent(intentId) : undefined;
      await own.update(change.id, CHARGING, {
        status: "HELD",
        failureCode: code,
        intentId: owner && owner.id !== change.id ? change.intentId : (intentId ?? change.intentId),
        reconcileAfter: null,
        updatedAt: clock(),
      });
    });
  }

  async function refund(change: DateChangeRecord, intentId: string): Promise<void> {
    await gateway.refund(intentId, undefined, { idempotencyKey: `${change.idempotencyKey}:refund` });
    await store.transaction((tx) =>
      service.endInTx(tx, createDateChangesRepository(tx.db), change, "REFUNDED", "can_not_apply", intentId),
    );
    log.warn(
      { changeId: change.id, intentId },
      "a date change's difference was refunded: the visit could not move",
    );
  }

  async function complete(change: DateChangeRecord, intentId: string): Promise<void> {
    try {
      await store.transaction(async (tx) => {
        await createDateChangesRepository(tx.db).update(change.id, CHARGING, {
          intentId,
          updatedAt: clock(),
        });
        await service.applyInTx(tx, change.id);
      });
      onConfirmationQueued?.();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if ((await changes.byId(change.id))?.status !== "APPLIED") await refund(change, intentId);
      throw error;
    }
  }

  async function awaitAuthentication(change: DateChangeRecord, intent: GatewayIntent): Promise<PaymentInfo> {
    const now = clock();
    await changes.update(change.id, CHARGING, awaitingAuthentication(intent, now));
    await store.unitNights.renewLiveHolds(
      change.quoteId,
      now,
      new Date(now.getTime() + CHARGE_HOLD_MINUTES * 60_000),
    );
    return authenticationInfo(intent);
  }

  const outcomes = createChargeOutcomes<DateChangeRecord>(gateway, {
    fail,
    complete,
    awaitAuthentication,
    keepIntent: async (change, intentId) => {
      await changes.update(change.id, CHARGING, { intentId, updatedAt: clock() });
    },
  });
  /** Finishes a charge from the provider's answer, or "pending" when the provider has not decided. */
  const { settle } = outcomes;
  /** Gives up an authentication left unfinished: the intent is cancelled (or settled as it now is). */
  const { abandon } = outcomes;

  /** What a change already charged (or being authenticated) answers to a repeated post. */
  async function answerOf(change: DateChangeRecord): Promise<PaymentInfo | "pending"> {
    switch (change.status) {
      case "APPLIED":
        return info("succeeded");
      case "HELD":
      case "FAILED":
      case "REFUNDED":
        return info("error", { message: change.failureCode ?? "not_acceptable" });
      case "REQUIRES_ACTION":
        return outcomes.authenticationAnswer(change.intentId);
      default:
        return "pending";
    }
  }

  function answered(result: PaymentInfo | "pending"): PaymentInfo {
    if (result === "pending") throw inProgress();
    return result;
  }

  function settleCall(change: DateChangeRecord, call: () => Promise<PaymentAttempt>): Promise<PaymentInfo> {
    return outcomes.settleCall({
      record: change,
      intentId: change.intentId,
      call,
      pending: inProgress,
      before: () => hooks.beforeCharge?.(change.quoteId),
      after: () => hooks.afterCharge?.(change.quoteId),
    });
  }

  async function rateFor(currency: PaymentCurrency): Promise<number> {
    if (currency === "MXN") return 1;
    const rate = await exchangeRates.pesosPer("USD");
    if (rate === undefined) throw new AppError(503, "unavailable");
    return rate;
  }

  async function card(paymentMethodId: string): Promise<GatewayCard> {
    try {
      const known = await gateway.retrieveCard(paymentMethodId);
      if (known) return known;
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
    }
    throw new AppError(400, "not_acceptable");
  }

  /** The change once its charge left PROCESSING, or as it is after JOIN_WAIT_MS. */
  async function settledChange(changeId: string): Promise<DateChangeRecord> {
    const deadline = Date.now() + JOIN_WAIT_MS;
    for (;;) {
      const current = await changes.byId(changeId);
      if (!current) throw changeNotFound();
      if (current.status !== "PROCESSING" || Date.now() >= deadline) return current;
      await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
    }
  }

  async function charge(
    change: DateChangeRecord,
    code: string,
    request: DateChangePayment,
    paymentMethodId: string,
    origin: string,
  ): Promise<PaymentInfo> {
    if (change.status !== "HELD") {
      const current = await settledChange(change.id);
      if (current.paymentMethodId === paymentMethodId && current.status !== "HELD") {
        return answered(await answerOf(current));
      }
      if (current.status === "APPLIED" || current.status === "FAILED" || current.status === "REFUNDED") {
        throw new AppError(409, "date_change_ended");
      }
      if (current.status !== "HELD") throw inProgress();
      change = current;
    }
    if (pesosToCentavos(request.difference) !== change.difference) {
      throw new AppError(409, "date_change_difference_changed", {
        totalAmount: centavosToPesos(change.difference),
      });
    }
    const rate = await rateFor(request.currency);
    if (request.exchangeRate !== rate)
      throw new AppError(409, "exchange_rate_changed", { exchangeRate: rate });
    const cardUsed = await card(paymentMethodId);
    if (request.currency === "USD" && cardUsed.country !== USA)
      throw new AppError(409, "card_country_mismatch");
    const amount = chargeAmount(change.difference, request.currency, rate);
    const key = dateChangeKey(change.id, paymentMethodId, request.currency, amount);
    // The same card for the same amount after a refusal: the provider would replay its refusal.
    if (change.idempotencyKey === key && change.failureCode)
      return info("error", { message: change.failureCode });

    const charging = await store.transaction(async (tx) => {
      const now = clock();
      await tx.sale.lockQuote(change.quoteId);
      const started = await createDateChangesRepository(tx.db).update(change.id, ["HELD"], {
        status: "PROCESSING",
        idempotencyKey: key,
        paymentMethodId,
        currency: request.currency,
        exchangeRate: rate,
        amount,
        cardBrand: cardUsed.brand,
        cardLast4: cardUsed.last4,
        intentId: null,
        failureCode: null,
        // The sandbox has no Stripe.js: it sends the visitor to its challenge page and back to the order page.
        returnUrl: gateway.mode === "sandbox" ? `${origin}/order/${code}?dateChange=${change.id}` : null,
        reconcileAfter: new Date(now.getTime() + PROCESSING_GRACE_MS),
        holdExpiresAt: new Date(now.getTime() + CHARGE_HOLD_MINUTES * 60_000),
        updatedAt: now,
      });
      if (started) {
        await tx.unitNights.renewLiveHolds(change.quoteId, now, started.holdExpiresAt);
      }
      return started;
    });
    // Another tab started this change's charge first.
    if (!charging) throw inProgress();
    return settleCall(charging, () => gateway.createAndConfirmIntent(dateChangeChargeInput(charging, code)));
  }

  async function confirm(change: DateChangeRecord, intentId: string): Promise<PaymentInfo> {
    if (change.intentId !== intentId) throw new AppError(404, "not_found");
    if (change.status !== "REQUIRES_ACTION") return answered(await answerOf(change));
    const intent = await gateway.retrieveIntent(intentId);
    if (!intent) throw inProgress();
    if (intent.status !== "requires_confirmation") {
      return answered(await settle(change, { outcome: "intent", intent }));
    }
    return settleCall(change, () =>
      gateway.confirmIntent(intentId, { idempotencyKey: `${change.idempotencyKey}:confirm` }),
    );
  }

  return {
    settle,
    abandon,
    fail,
    awaitAuthentication,

    /** POST /api/ecommerce/date-changes/{id}/payment: the owner pays the difference (or confirms after 3-D Secure). */
    async pay(
      changeId: string,
      visitorId: string,
      request: DateChangePayment,
      origin: string,
    ): Promise<DateChangePaymentResult> {
      const change = await changes.byId(changeId);
      if (!change) throw changeNotFound();
      const quote = requireQuoteOwner(found(await store.quotes.byId(change.quoteId)), visitorId);
      let paymentInfo: PaymentInfo;
      if (request.paymentIntentId) paymentInfo = await confirm(change, request.paymentIntentId);
      else if (request.paymentMethodId) {
        paymentInfo = await charge(change, quote.code, request, request.paymentMethodId, origin);
      } else throw invalidFields([{ path: "paymentMethodId", message: "one_payment_reference" }]);
      const now = await changes.byId(change.id);
      return { paymentInfo, dateChange: dateChangeOf(now ?? change, quote.code) };
    },
  };
}

export type DateChangePaymentService = ReturnType<typeof createDateChangePayment>;
