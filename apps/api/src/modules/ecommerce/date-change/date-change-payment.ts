import { chargeAmount } from "@park/domain/checkout/charge-amount.ts";
import type {
  DateChangePayment,
  DateChangePaymentResult,
} from "@park/domain/date-change/date-change-schemas.ts";
import { centavosToPesos, pesosToCentavos } from "@park/domain/money.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { ExchangeRateRepository } from "../../core/exchange-rate/repository.ts";
import { type ChargeKind, info, keptIntent, type PaymentInfo } from "../charge/charge-flow.ts";
import { BATCH, type ReconciledChargeDeps, reconciledChargeFlow } from "../charge/charge-reconciler.ts";
import {
  CHARGE_HOLD_MINUTES,
  cardFor,
  chargeKey,
  PROCESSING_GRACE_MS,
  rateFor,
} from "../charge/charge-terms.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import { found } from "../quotes/service.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import { dateChangeOf } from "./date-change-view.ts";
import { createDateChangesRepository, type DateChangeRecord } from "./repository.ts";
import { changeNotFound, type DateChangeService } from "./service.ts";

const CHARGING = ["PROCESSING", "REQUIRES_ACTION"] as const;
const STATES = {
  HELD: "refused",
  PROCESSING: "sending",
  REQUIRES_ACTION: "authenticating",
  APPLIED: "paid",
  FAILED: "refused",
  REFUNDED: "refused",
} as const;

const inProgress = () => new AppError(409, "date_change_in_progress");

/**
 * Paying a date change's difference with the one charge flow (decision 0048): the hold is the change's
 * new nights with its charge stored PROCESSING; settling applies the change exactly once (its status under
 * the quote's lock); a refusal leaves it HELD for another card; a charge whose change can no longer be
 * applied is refunded; an unknown outcome is left to the reconciler, which also ends the unpaid changes
 * whose holds ran out, letting their nights go.
 */
export function createDateChangePayment(deps: {
  store: EcommerceStore;
  service: DateChangeService;
  exchangeRates: ExchangeRateRepository;
  charges: ReconciledChargeDeps;
  onConfirmationQueued?: () => void;
}) {
  const { store, service, exchangeRates, charges, onConfirmationQueued } = deps;
  const { gateway, clock } = charges;
  const changes = createDateChangesRepository(store.db);

  const kind: ChargeKind<DateChangeRecord> = {
    name: "date_change",
    idOf: (change) => change.id,
    stateOf: (change) => STATES[change.status],
    sentAt: (change) => change.updatedAt,
    metadataKey: "dateChange",
    description: (code) => `Date change of visit ${code}`,
    pending: inProgress,
    async record(change, patch) {
      await changes.update(change.id, CHARGING, patch);
    },
    async renewHolds(change, now, until) {
      await store.unitNights.renewLiveHolds(change.quoteId, now, until);
    },
    /** A refusal: the change is HELD again (its nights still held until they end) so another card may pay it. */
    async fail(change, code, intentId) {
      await store.transaction(async (tx) => {
        await tx.sale.lockQuote(change.quoteId);
        const own = createDateChangesRepository(tx.db);
        const owner = intentId ? await own.byIntent(intentId) : undefined;
        await own.update(change.id, CHARGING, {
          status: "HELD",
          failureCode: code,
          intentId: keptIntent(change.intentId, intentId, owner?.id, change.id),
          reconcileAfter: null,
          updatedAt: clock(),
        });
      });
    },
    async settle(change, intentId) {
      await store.transaction(async (tx) => {
        await createDateChangesRepository(tx.db).update(change.id, CHARGING, {
          intentId,
          updatedAt: clock(),
        });
        await service.applyInTx(tx, change.id);
      });
    },
    settled: async (change) => (await changes.byId(change.id))?.status === "APPLIED",
    async refunded(change, intentId) {
      await store.transaction((tx) =>
        service.endInTx(
          tx,
          createDateChangesRepository(tx.db),
          change,
          "REFUNDED",
          "can_not_apply",
          intentId,
        ),
      );
    },
    afterSettle: onConfirmationQueued,
  };
  const flow = reconciledChargeFlow(charges, kind, {
    claimDue: (now, leaseUntil, limit) =>
      store.transaction((tx) => createDateChangesRepository(tx.db).claimDue(now, leaseUntil, limit)),
    byId: (id) => changes.byId(id),
    // Unpaid changes whose holds ran out are ended, letting their nights go.
    async sweep(now) {
      const expired = await changes.expiredHeld(now, BATCH);
      for (const change of expired) {
        await store.transaction((tx) =>
          service.endInTx(tx, createDateChangesRepository(tx.db), change, "FAILED", "hold_expired"),
        );
      }
      return expired.length;
    },
  });

  async function charge(
    change: DateChangeRecord,
    code: string,
    request: DateChangePayment,
    paymentMethodId: string,
    origin: string,
  ): Promise<PaymentInfo> {
    if (change.status !== "HELD") {
      const current = await flow.whenAnswered(() => changes.byId(change.id));
      if (!current) throw changeNotFound();
      if (current.paymentMethodId === paymentMethodId && current.status !== "HELD") {
        return flow.answered(await flow.answerOf(current));
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
    const rate = await rateFor(exchangeRates, request.currency, request.exchangeRate);
    const cardUsed = await cardFor(gateway, paymentMethodId, request.currency);
    const amount = chargeAmount(change.difference, request.currency, rate);
    const key = chargeKey("date_change", change.id, paymentMethodId, request.currency, amount);
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
    return flow.send(charging);
  }

  async function confirm(change: DateChangeRecord, intentId: string): Promise<PaymentInfo> {
    if (change.intentId !== intentId) throw new AppError(404, "not_found");
    return flow.confirm(change, intentId);
  }

  return {
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
