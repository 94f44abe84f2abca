import { chargeAmount } from "@park/domain/checkout/charge-amount.ts";
import { OTHER_CHOICE } from "@park/domain/checkout/contact-schema.ts";
import type { PaymentResult } from "@park/domain/checkout/payment-result.ts";
import type { PaymentMethodType, PaymentRequest } from "@park/domain/checkout/payment-schema.ts";
import { visitTransferTerms } from "@park/domain/checkout/transfer-terms.ts";
import { visitVoucherTerms } from "@park/domain/checkout/voucher-terms.ts";
import type { Clock } from "@park/domain/dates.ts";
import { pesosToCentavos } from "@park/domain/money.ts";
import type { FieldIssue } from "@park/domain/quote/date-limits.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import type { ExchangeRateRepository } from "../../core/exchange-rate/repository.ts";
import { info, type PaymentInfo } from "../charge/charge-flow.ts";
import { cardOf, chargeKey, PROCESSING_GRACE_MS, paymentMethodFor, rateFor } from "../charge/charge-terms.ts";
import { quoteVisit } from "../quotes/mapper.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { QuoteViews } from "../quotes/quote-views.ts";
import { found } from "../quotes/service.ts";
import type { SaleService } from "../sale/service.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PaymentRecord } from "./payment-repository.ts";
import { createPurchaseGate } from "./purchase-gate.ts";
import { createPurchasePrecheck, stockKey } from "./purchase-precheck.ts";
import { createPurchaseReads } from "./purchase-reads.ts";
import { quotePaymentPending, type SaleCharge } from "./sale-charge.ts";

/** The provider's kind of payment method for each way the payment data name (a SPEI transfer's is customer_balance). */
const PROVIDER_TYPES: Record<PaymentMethodType, string> = {
  card: "card",
  oxxo: "oxxo",
  spei: "customer_balance",
};

/** Refused cards a quote may collect before online payment stops (a stolen-card tester tries many). */
const MAX_FAILED_ATTEMPTS = 10;

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
  flow: SaleCharge;
  exchangeRates: ExchangeRateRepository;
  catalog: CatalogSnapshot;
  clock: Clock;
}) {
  const { store, sale, views, gateway, flow, exchangeRates, catalog, clock } = deps;
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

  /**
   * What the attempt is paid with, as its row stores it: a card (USD only for US cards); an OXXO
   * voucher, in pesos, for as long as voucher-terms.ts allows before the visit's sale closes (409
   * voucher_unavailable when it does not: cards only); or a SPEI transfer, in pesos, until the deadline
   * of transfer-terms.ts (409 transfer_unavailable when there is none).
   */
  async function methodFor(quote: QuoteRecord, paymentMethodId: string, request: PaymentRequest) {
    const known = await paymentMethodFor(gateway, paymentMethodId);
    // The method the browser made must be the kind it says it paid with.
    if (known.type !== PROVIDER_TYPES[request.paymentMethodType]) throw new AppError(400, "not_acceptable");
    if (known.type === "customer_balance") {
      const terms =
        request.currency === "MXN"
          ? visitTransferTerms(quoteVisit(quote), pesosToCentavos(request.totalAmount), clock())
          : null;
      if (!terms) throw new AppError(409, "transfer_unavailable");
      // Stripe sets no deadline on a transfer: the park's is written with the attempt.
      return { method: "spei" as const, awaitingUntil: terms.holdUntil, voucherExpiresAt: terms.expiresAt };
    }
    if (known.type === "oxxo") {
      // The same rule as the quote's paymentOptions, so the page offers exactly what is taken here.
      const terms =
        request.currency === "MXN"
          ? visitVoucherTerms(quoteVisit(quote), pesosToCentavos(request.totalAmount), clock())
          : null;
      if (!terms) throw new AppError(409, "voucher_unavailable");
      return { method: "oxxo" as const, voucherDays: terms.expiresAfterDays, awaitingUntil: terms.holdUntil };
    }
    const card = cardOf(known, request.currency);
    return {
      method: "card" as const,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardCountry: card.country,
    };
  }

  /** The quote is being paid: a repeated post answers from the first attempt and never charges again. */
  async function join(
    quote: QuoteRecord,
    request: PaymentRequest,
    paymentMethodId: string,
    origin: string,
    retried: boolean,
  ) {
    const latest = await flow.whenAnswered(() => store.payments.latest(quote.id));
    if (!latest) throw quotePaymentPending();
    if (latest.paymentMethodId === paymentMethodId) return flow.answered(await flow.answerOf(latest));
    if (retried) throw quotePaymentPending();
    if (latest.status === "REQUIRES_ACTION" && latest.intentId) {
      // Another card after an abandoned authentication: that intent is cancelled (or, if it was paid meanwhile, completed).
      await flow.abandon(latest, latest.intentId);
    } else if (latest.status === "PROCESSING" || latest.status === "AWAITING_PAYMENT") {
      // A voucher or a transfer issued may be paid until it lapses: the visit waits for it.
      throw quotePaymentPending();
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
    const method = await methodFor(quote, paymentMethodId, request);

    // The same card for the same amount again after a refusal: the provider would replay its answer.
    const amount = chargeAmount(pesosToCentavos(request.totalAmount), request.currency, rate);
    const key = chargeKey("sale", quote.id, paymentMethodId, request.currency, amount);
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
          ...method,
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
    const rate = await rateFor(exchangeRates, request.currency, request.exchangeRate);
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
    return flow.send(started.attempt);
  }

  /** The second post, after the card was authenticated: the intent must be one of this quote's. */
  async function confirm(quote: QuoteRecord, intentId: string): Promise<PaymentInfo> {
    const attempt = await store.payments.byIntent(intentId);
    if (!attempt || attempt.quoteId !== quote.id) throw new AppError(404, "not_found");
    return flow.confirm(attempt, intentId);
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
