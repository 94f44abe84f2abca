import { formatMoney } from "@park/domain/money.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef } from "react";
import { Navigate, useSearchParams } from "react-router";
import type { ApiError } from "../../../shared/api/api-error.ts";
import { paymentSettingsQuery } from "../../../shared/card-payment/payment-settings-query.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { usePagePath } from "../../../shared/routing/page-link.tsx";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { httpQuoteApi } from "../../quote/api/quote-api.ts";
import { quoteQuery } from "../../quote/api/quote-queries.ts";
import { useQuoteView } from "../../quote/hooks/use-quote-store.ts";
import { PESOS, setPaymentCharge, usePaymentCharge } from "../../quote/payment-charge.ts";
import { hasStoredQuote } from "../../quote/quote-presence.ts";
import { checkoutApi } from "../api/checkout-api.ts";
import { readPendingPayment } from "../checkout-storage.ts";
import { usePayment } from "../hooks/use-payment.ts";
import type { CheckoutFormProps } from "./checkout-form.tsx";
import { CheckoutLoading } from "./checkout-frame.tsx";
import { ProcessingModal } from "./processing-modal.tsx";
import "../../../shared/i18n/commerce/checkout.ts";

/*
 * The form (react-hook-form, its resolver and the fields) shows only once the quote and the payment settings
 * are in, so its code is not in the page's first load: it is fetched as this module runs, beside those
 * reads (decision 0057). Until it is in, the page shows its loading state, so nothing can be typed and lost.
 * A visitor with no quote is sent home at once: the form is not fetched for them.
 */
const checkoutForm = deferredComponent<CheckoutFormProps>(() => import("./checkout-form.tsx"));
if (hasStoredQuote()) void checkoutForm.preload();

/** 000 §8: a cart that cannot be loaded on the payment page says so and returns to the homepage. */
function CartLoadError() {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  useEffect(() => {
    // Shown on the home page it sends the visitor to.
    pushNotification(t("checkout.loadError"), "error", "/");
  }, [t]);
  return <Navigate to={pagePath("/")} replace />;
}

/**
 * The contact and payment page (000 §2, §4, §5): the quote, the payment settings, the countries and the
 * payment under way, then the form (checkout-form.tsx). A payment coming back from the card's challenge
 * resumes here, before the form shows.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const view = useQuoteView();
  const queryClient = useQueryClient();
  const quote = view.quote;
  const settings = useQuery({ ...paymentSettingsQuery, staleTime: Number.POSITIVE_INFINITY });
  const countries = useQuery({
    queryKey: ["countries", language],
    queryFn: checkoutApi.countries,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // 000 §4: any country but the USA pays in MXN at rate 1. Shared with the header's bar and the drawer.
  const charge = usePaymentCharge();
  useEffect(() => () => setPaymentCharge(PESOS), []);
  const [searchParams, setSearchParams] = useSearchParams();

  async function refusalMessage(error: ApiError, shown: QuoteDto | null): Promise<string | null> {
    if (shown === null) return null;
    if (error.code === "can_not_save_reservation" || error.code === "total_changed") {
      // 000 §8: reload what the server now says (the unavailable lodging, the new total).
      const fresh = await queryClient.fetchQuery({ ...quoteQuery(httpQuoteApi, shown.id), staleTime: 0 });
      if (error.code === "total_changed") {
        return t("checkout.payment.totalChanged", {
          total: formatMoney(fresh.totalAmount, charge.currency, charge.rate),
        });
      }
    }
    if (error.code === "exchange_rate_changed") {
      const rate = await checkoutApi.exchangeRate();
      setPaymentCharge({ currency: "USD", rate });
      return t("checkout.payment.rateChanged", { rate: formatMoney(rate, "MXN") });
    }
    return null;
  }

  const flow = usePayment({ onRefused: (error) => refusalMessage(error, quote) });

  // Once: back from the card's challenge page (?payment_intent=...), the payment is sent again with the intent.
  const resumed = useRef<boolean | null>(null);
  useEffect(() => {
    if (resumed.current !== null) return;
    resumed.current = false;
    const intentId = searchParams.get("payment_intent");
    if (intentId === null) return;
    setSearchParams({}, { replace: true });
    const pending = readPendingPayment();
    if (pending === null) return;
    resumed.current = true;
    setPaymentCharge({ currency: pending.currency, rate: pending.exchangeRate });
    void flow.resume(pending, intentId);
  });

  if (flow.completed) return <ProcessingModal open />;
  if (!view.ready || settings.isPending)
    return flow.processing ? <ProcessingModal open /> : <CheckoutLoading />;
  if (view.draft === null || view.draft.id === null)
    return flow.processing ? <ProcessingModal open /> : <CartLoadError />;
  if (quote === null || quote.id !== view.draft.id || settings.data === undefined) {
    return settings.isError ? <CartLoadError /> : <CheckoutLoading />;
  }
  if (quote.items.length === 0) return <Navigate to="/cart" replace />;

  return (
    <Suspense fallback={<CheckoutLoading />}>
      <checkoutForm.Component
        quote={quote}
        view={view}
        settings={settings.data}
        countries={countries.data ?? []}
        charge={charge}
        flow={flow}
        restoreCardCountry={resumed.current !== true}
      />
    </Suspense>
  );
}
