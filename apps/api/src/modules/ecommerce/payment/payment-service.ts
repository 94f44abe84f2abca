import { chargeAmount, type PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import { OTHER_CHOICE, USA } from "@park/domain/checkout/contact-schema.ts";
import type { PaymentResult } from "@park/domain/checkout/payment-result.ts";
import type { PaymentRequest } from "@park/domain/checkout/payment-schema.ts";
import type { Clock } from "@park/domain/dates.ts";
import { pesosToCentavos } from "@park/domain/money.ts";
import type { FieldIssue } from "@park/domain/quote/date-limits.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import {
  type GatewayCard,
  type PaymentAttempt,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../../infra/payments/payment-gateway.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import type { ExchangeRateRepository } from "../../core/exchange-rate/repository.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { QuoteViews } from "../quotes/quote-views.ts";
import { found } from "../quotes/service.ts";
import type { SaleService } from "../sale/service.ts";
import { info, type PaymentInfo } from "../shared/charge-outcome.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PaymentRecord } from "./payment-repository.ts";
import { chargeInput, type PaymentSettlement, PROCESSING_GRACE_MS } from "./payment-settlement.ts";
import { createPurchaseGate } from "./purchase-gate.ts";
import { createPurchasePrecheck, stockKey } from "./purchase-precheck.ts";
import { createPurchaseReads } from "./purchase-reads.ts";

/** Hooks only tests arm (buildApp's option; no setting of the config reaches them). */
export type PaymentHooks = {
  /** Runs before the charge is sent to the provider: a test throws here to lose the request on the way. */
  beforeCharge?: (quoteId: string) => void | Promise<void>;
  /** Runs after the provider answered a charge and before the sale is finished: a test throws here to crash. */
  afterCharge?: (quoteId: string) => void | Promise<void>;
};

/** Refused cards a quote may collect before online payment stops (a stolen-card tester tries many). */
const MAX_FAILED_ATTEMPTS = 10;
/** How long a repeated post waits for the first one's answer from the provider. */
const JOIN_WAIT_MS = 15_000;
const JOIN_POLL_MS = 200;

const pending = () => new AppError(409, "quote_payment_pending");

/**
 * The key of a charge: the same quote, card and amount is the same charge (a double click, a second tab,
 * a retry after a lost answer: the provider replays the first answer); a new card is a new attempt.
 */
export function idempotencyKey(
  quoteId: string,
  paymentMethodId: string,
  currency: PaymentCurrency,
  amount: number,
) {
  return `sale:${quoteId}:${paymentMethodId}:${currency}:${amount}`;
}

/**
 * POST /api/ecommerce/payment/ in the three steps of DESIGN.md §4: (1) one transaction re-checks and
 * re-prices the quote, holds it PAYMENT_PENDING and stores the contact and the attempt; (2) the provider
 * charges the card, outside any transaction; (3) the settlement completes or releases the sale.
 */
export function createPaymentService(deps: {
  store: EcommerceStore;
  sale: SaleService;
  views: QuoteViews;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  exchangeRates: ExchangeRateRepository;
  catalog: CatalogSnapshot;
  clock: Clock;
  hooks: PaymentHooks;
}) {
  const { store, sale, views, gateway, settlement, exchangeRates, catalog, clock, hooks } = deps;
  const reads = createPurchaseReads(store);
  const precheck = createPurchasePrecheck({ store, reads, catalog, clock });
  const gate = createPurchaseGate();

  /** The phone with lodging (000 §5), and country and state codes of the catalog's lists. */
  async function assertContact(quote: QuoteRecord, contact: PaymentRequest["contact"]): Promise<void> {
    const issues: FieldIssue[] = [];
    if (isLodgingStay(quote.stayType) && !contact.phoneNumber) {
      issues.push({ path: "contact.phoneNumber", message: "required" });
    }
    const snapshot = await catalog.current();
    if (!snapshot.countries.some((country) => country.code === contact.country)) {
      issues.push({ path: "contact.country", message: "invalid_country" });
    } else if (contact.state !== null && contact.state !== OTHER_CHOICE) {
      const states = snapshot.statesOf.get(contact.country) ?? [];
      if (!states.some((state) => state.code === contact.state)) {
        issues.push({ path: "contact.state", message: "invalid_state" });
      }
    }
    if (issues.length > 0) throw invalidFields(issues);
  }

  /** The rate the payment must be made at: the one shown now for USD, 1 for pesos (000 §9). */
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

  /** The latest attempt once the provider answered it, or as it is after JOIN_WAIT_MS. */
  async function settledLatest(quoteId: string): Promise<PaymentRecord | undefined> {
    const deadline = Date.now() + JOIN_WAIT_MS;
    for (;;) {
      const latest = await store.payments.latest(quoteId);
      if (latest?.status !== "PROCESSING" || Date.now() >= deadline) return latest;
      await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
    }
  }

  function answered(result: PaymentInfo | "pending"): PaymentInfo {
    if (result === "pending") throw pending();
    return result;
  }

  /** Steps 2 and 3 of a charge or a confirmation: a definite refusal releases the quote; an unknown outcome waits for the reconciler. */
  function settleCall(attempt: PaymentRecord, call: () => Promise<PaymentAttempt>): Promise<PaymentInfo> {
    return settlement.settleCall({
      record: attempt,
      intentId: attempt.intentId,
      call,
      pending,
      before: () => hooks.beforeCharge?.(attempt.quoteId),
      after: () => hooks.afterCharge?.(attempt.quoteId),
    });
  }

  /** The quote is being paid: a repeated post answers from the first attempt and never charges again. */
  async function join(
    quote: QuoteRecord,
    request: PaymentRequest,
    paymentMethodId: string,
    origin: string,
    retried: boolean,
  ) {
    const latest = await settledLatest(quote.id);
    if (!latest) throw pending();
    if (latest.paymentMethodId === paymentMethodId) return answered(await settlement.answerOf(latest));
    if (retried) throw pending();
    if (latest.status === "REQUIRES_ACTION" && latest.intentId) {
      // Another card after an abandoned authentication: that intent is cancelled (or, if it was paid meanwhile, completed).
      await settlement.abandon(latest, latest.intentId);
    } else if (latest.status === "PROCESSING") {
      throw pending();
    }
    return charge(found(await store.quotes.byId(quote.id)), request, paymentMethodId, origin, true);
  }

  /**
   * The card, then the sale's first step (decision 0008): the quote held PAYMENT_PENDING with its contact
   * and a PROCESSING attempt; or the stored refusal of the same card; or "taken" when another post of the
   * quote got its lock first.
   */
  async function hold(
    quote: QuoteRecord,
    request: PaymentRequest,
    paymentMethodId: string,
    origin: string,
    rate: number,
  ): Promise<
    | { outcome: "held"; attempt: PaymentRecord }
    | { outcome: "answered"; info: PaymentInfo }
    | { outcome: "taken" }
  > {
    if ((await store.payments.failedCount(quote.id)) >= MAX_FAILED_ATTEMPTS) {
      throw new AppError(409, "can_not_make_any_more_online_payments");
    }
    const cardUsed = await card(paymentMethodId);
    // USD only for cards from the USA (000 §9); a US card may still pay in pesos.
    if (request.currency === "USD" && cardUsed.country !== USA)
      throw new AppError(409, "card_country_mismatch");

    // The same card for the same amount again after a refusal: the provider would replay its answer.
    const amount = chargeAmount(pesosToCentavos(request.totalAmount), request.currency, rate);
    const key = idempotencyKey(quote.id, paymentMethodId, request.currency, amount);
    const refused = await store.payments.refusedWithKey(quote.id, key);
    if (refused) {
      return {
        outcome: "answered",
        info: info("error", { message: refused.failureCode ?? "not_acceptable" }),
      };
    }

    try {
      const attempt = await store.transaction(async (tx) => {
        const now = clock();
        // Refuses unless the server's total is the one the amount and key were derived from.
        const { total } = await sale.prepareIn(tx, quote.id, pesosToCentavos(request.totalAmount));
        await tx.payments.saveContact(quote.id, request.contact, request.visitorWantsInfo, now);
        return tx.payments.insert({
          quoteId: quote.id,
          intentId: null,
          idempotencyKey: key,
          paymentMethodId,
          status: "PROCESSING",
          currency: request.currency,
          exchangeRate: rate,
          amount,
          amountMxn: total,
          cardBrand: cardUsed.brand,
          cardLast4: cardUsed.last4,
          cardCountry: cardUsed.country,
          // The sandbox has no Stripe.js: it sends the visitor to its challenge page and back here.
          returnUrl: gateway.mode === "sandbox" ? `${origin}/checkout/contact-payment` : null,
          reconcileAfter: new Date(now.getTime() + PROCESSING_GRACE_MS),
          createdAt: now,
          updatedAt: now,
        });
      });
      return { outcome: "held", attempt };
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === "quote_payment_pending" || error.code === "quote_paid")
      ) {
        return { outcome: "taken" };
      }
      throw error;
    }
  }

  async function charge(
    quote: QuoteRecord,
    request: PaymentRequest,
    paymentMethodId: string,
    origin: string,
    retried = false,
  ): Promise<PaymentInfo> {
    if (quote.status === "PAID") {
      const paid = await store.payments.succeeded(quote.id);
      if (paid?.paymentMethodId === paymentMethodId) return info("succeeded");
      throw new AppError(409, "quote_paid");
    }
    if (quote.status === "PAYMENT_PENDING") return join(quote, request, paymentMethodId, origin, retried);
    await assertContact(quote, request.contact);
    const rate = await rateFor(request.currency);
    if (request.exchangeRate !== rate)
      throw new AppError(409, "exchange_rate_changed", { exchangeRate: rate });
    // A quote whose stock is gone is refused by a cheap look before the provider is asked for the card;
    // in a burst for the same stock the others wait at the gate until a sale has held it, then look again.
    const started = await gate.through(
      stockKey(quote),
      () => precheck.slots(quote),
      () => hold(quote, request, paymentMethodId, origin, rate),
    );
    if (started.outcome === "answered") return started.info;
    if (started.outcome === "taken") {
      // Another tab or click got the quote's lock first: answer from its attempt.
      return charge(found(await store.quotes.byId(quote.id)), request, paymentMethodId, origin, retried);
    }
    const { attempt } = started;
    return settleCall(attempt, () => gateway.createAndConfirmIntent(chargeInput(attempt, quote)));
  }

  /** The second post, after the card was authenticated: the intent must be one of this quote's. */
  async function confirm(quote: QuoteRecord, intentId: string): Promise<PaymentInfo> {
    const attempt = await store.payments.byIntent(intentId);
    if (!attempt || attempt.quoteId !== quote.id) throw new AppError(404, "not_found");
    if (attempt.status !== "REQUIRES_ACTION") return answered(await settlement.answerOf(attempt));
    const intent = await gateway.retrieveIntent(intentId);
    if (!intent) throw pending();
    if (intent.status !== "requires_confirmation") {
      return answered(await settlement.settle(attempt, { outcome: "intent", intent }));
    }
    return settleCall(attempt, () =>
      gateway.confirmIntent(intentId, { idempotencyKey: `${attempt.idempotencyKey}:confirm` }),
    );
  }

  return {
    async pay(request: PaymentRequest, visitorId: string, origin: string): Promise<PaymentResult> {
      const quote = requireQuoteOwner(found(await reads.quote(request.shoppingCartId)), visitorId);
      const { paymentIntentId, paymentMethodId } = request;
      let paymentInfo: PaymentInfo;
      if (paymentIntentId) paymentInfo = await confirm(quote, paymentIntentId);
      else if (paymentMethodId) paymentInfo = await charge(quote, request, paymentMethodId, origin);
      else throw invalidFields([{ path: "paymentMethodId", message: "one_payment_reference" }]);
      return { paymentInfo, quote: await views.dto(found(await store.quotes.byId(quote.id))) };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
