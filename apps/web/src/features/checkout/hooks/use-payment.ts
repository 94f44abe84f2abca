import type { PaymentResult } from "@park/domain/checkout/payment-result.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { QUOTE_STATE } from "@park/domain/quote/quote-states.ts";
import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { pushPurchaseEvent } from "../../../shared/analytics/purchase-event.ts";
import { ApiError, NetworkError } from "../../../shared/api/api-error.ts";
import type { CardEntry } from "../../../shared/card-payment/card-entry.ts";
import type { CardBilling } from "../../../shared/card-payment/sandbox-payment-method.ts";
import { codeText } from "../../../shared/i18n/code-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { quoteQueryKey } from "../../quote/api/quote-queries.ts";
import { useQuoteStore } from "../../quote/hooks/use-quote-store.ts";
import { checkoutApi, type PaymentData, type PaymentReference } from "../api/checkout-api.ts";
import { forgetCheckoutForm, forgetPendingPayment, keepPendingPayment } from "../checkout-storage.ts";
import { paymentErrorMessage } from "../payment-messages.ts";
import "../../../shared/i18n/commerce/checkout.ts";

/** 000 §4 Payment: the status check after a payment that got no answer retries every 1.5 s. */
const STATUS_RETRY_MS = 1500;
const STATUS_CHECKS = 8;
/** Stripe's code for a 3-D Secure challenge the visitor failed or abandoned. */
const AUTHENTICATION_FAILED = "payment_intent_authentication_failure";

/** How an attempt ended: paid, held for its OXXO voucher or SPEI transfer, an error shown, or the page left for the card's challenge. */
type Outcome = "paid" | "held" | "shown" | "left";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PaymentFlow {
  processing: boolean;
  /** Why the last attempt failed, in the page's language; null when none failed. */
  error: string | null;
  /** Paid, or held for its voucher: the page is on its way to the order page. */
  completed: boolean;
  /** Card -> payment method -> payment -> (3-D Secure -> payment again) -> confirmation. */
  pay(data: PaymentData, card: RefObject<CardEntry | null>, billing: CardBilling): Promise<void>;
  /** OXXO or SPEI payment method (`createMethod`) -> payment -> the order page showing what to pay. */
  payLater(data: PaymentData, createMethod: () => Promise<string>): Promise<void>;
  /** Back from the sandbox's challenge page: the second post with the intent id. */
  resume(data: PaymentData, paymentIntentId: string): Promise<void>;
}

/**
 * The payment of 000 §4: the processing modal and the remote-activity flag while it runs; each answer
 * and refusal turned into what the visitor sees (000 §8). Paid, or held for an OXXO voucher or a SPEI transfer, the local
 * quote is cleared and the visitor goes to the order page; only a paid one pushes the purchase event.
 */
export function usePayment(options: {
  /** A refusal the page reacts to (reloads what changed); its own message, or null for the usual one. */
  onRefused: (error: ApiError) => Promise<string | null>;
}): PaymentFlow {
  const { t } = useTranslation();
  const language = useLanguage();
  const store = useQuoteStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);

  /**
   * 000 §8: the card codes in the page's language, others raw; a failed 3-D Secure challenge is not a
   * card refusal but the visitor's own step, so it says so instead of showing Stripe's code.
   */
  function statusErrorMessage(code: string | null): string {
    if (code === null || code === "") return t("checkout.payment.failed");
    if (code === AUTHENTICATION_FAILED) return t("checkout.payment.authenticationFailed");
    return codeText("checkout.cardErrors", code, { lng: language });
  }

  /**
   * A payment that got no answer may have been charged, or given a voucher: the quote's status says, asked
   * until it answers.
   */
  async function statusAfterSilence(quoteId: string): Promise<QuoteDto | null> {
    for (let attempt = 0; attempt < STATUS_CHECKS; attempt += 1) {
      await wait(STATUS_RETRY_MS);
      try {
        const quote = await checkoutApi.paymentQuote(quoteId);
        if (quote.status === QUOTE_STATE.PAID || quote.awaitingPayment !== null) return quote;
        if (quote.status === QUOTE_STATE.OPEN) return null;
      } catch {
        // Still unreachable: ask again.
      }
    }
    return null;
  }

  async function post(request: PaymentData & PaymentReference): Promise<PaymentResult | QuoteDto> {
    try {
      return await checkoutApi.pay(request);
    } catch (failure) {
      if (!(failure instanceof NetworkError)) throw failure;
      const paid = await statusAfterSilence(request.shoppingCartId);
      if (paid === null) throw failure;
      return paid;
    }
  }

  /**
   * The visit is the server's now, paid or held for its voucher: the page's quote and form end, and the
   * order page shows what comes next. A held visit's money has not arrived, so it is no purchase yet.
   */
  function finish(quote: QuoteDto, outcome: "paid" | "held"): Outcome {
    setCompleted(true);
    forgetCheckoutForm();
    forgetPendingPayment();
    if (outcome === "paid") pushPurchaseEvent(quote);
    store.clear();
    void navigate(`/order/${encodeURIComponent(quote.code)}`, { replace: true });
    return outcome;
  }

  /** Ends with the confirmation, the voucher or transfer to pay, a card error shown, or the page left for the card's challenge. */
  async function settle(
    answer: PaymentResult | QuoteDto,
    data: PaymentData,
    card: CardEntry | null,
  ): Promise<Outcome> {
    if (!("paymentInfo" in answer))
      return finish(answer, answer.status === QUOTE_STATE.PAID ? "paid" : "held");
    const { paymentInfo, quote } = answer;
    queryClient.setQueryData(quoteQueryKey(quote.id), quote);
    if (paymentInfo.status === "succeeded") return finish(quote, "paid");
    if (paymentInfo.status === "awaiting_payment") return finish(quote, "held");
    if (paymentInfo.status === "error") {
      forgetPendingPayment();
      setError(statusErrorMessage(paymentInfo.message));
      return "shown";
    }
    // requires_action: the card's own authentication, then the payment again with the intent.
    keepPendingPayment(data);
    const intentId = card === null ? null : await card.authenticate(paymentInfo);
    if (intentId === null) {
      // The sandbox's challenge page takes over; the modal stays until the page is left.
      if (paymentInfo.redirectUrl !== null) return "left";
      setError(t("checkout.payment.failed"));
      return "shown";
    }
    const again = await post({ ...data, paymentIntentId: intentId });
    return settle(again, data, null);
  }

  // A second click before the page re-renders with the button disabled starts nothing.
  const running = useRef(false);

  async function run(attempt: () => Promise<Outcome>) {
    if (running.current) return;
    running.current = true;
    setProcessing(true);
    setError(null);
    let left = false;
    try {
      left = (await store.trackRemoteActivity(attempt)) === "left";
    } catch (failure) {
      forgetPendingPayment();
      const own = failure instanceof ApiError ? await options.onRefused(failure).catch(() => null) : null;
      setError(own ?? paymentErrorMessage(failure, t));
    } finally {
      running.current = false;
      // 000 §4: on failure the modal closes.
      if (!left) setProcessing(false);
    }
  }

  return {
    processing,
    error,
    completed,
    pay: (data, cardRef, billing) =>
      run(async () => {
        const card = cardRef.current;
        if (card === null) throw new Error("card fields not ready");
        const paymentMethodId = await card.createPaymentMethod(billing);
        const answer = await post({ ...data, paymentMethodId });
        return settle(answer, data, card);
      }),
    payLater: (data, createMethod) =>
      run(async () => {
        const paymentMethodId = await createMethod();
        const answer = await post({ ...data, paymentMethodId });
        return settle(answer, data, null);
      }),
    resume: (data, paymentIntentId) =>
      run(async () => {
        const answer = await post({ ...data, paymentIntentId });
        return settle(answer, data, null);
      }),
  };
}
