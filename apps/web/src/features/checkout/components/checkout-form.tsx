import { zodResolver } from "@hookform/resolvers/zod";
import { currencyForCardCountry } from "@park/domain/checkout/charge-amount.ts";
import type { Country } from "@park/domain/checkout/country-dto.ts";
import type { PaymentSettings } from "@park/domain/checkout/payment-result.ts";
import type { PaymentMethodType } from "@park/domain/checkout/payment-schema.ts";
import { isButtonDisabled } from "@park/domain/quote/checkout-buttons.ts";
import { quoteHasLodging } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import type { CardEntry } from "../../../shared/card-payment/card-entry.ts";
import { createPayLaterMethod } from "../../../shared/card-payment/pay-later-method.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import { afterNextPaint } from "../../../shared/ui/after-next-paint.ts";
import { createFlag } from "../../../shared/ui/flag.ts";
import { checkoutButtonState } from "../../quote/checkout-button-state.ts";
import { Conditions3x2Dialog } from "../../quote/components/conditions-3x2-dialog.tsx";
import { SaleIssues } from "../../quote/components/sale-issues.tsx";
import { useConditions3x2 } from "../../quote/hooks/use-conditions-3x2.ts";
import { useHoldRenewal } from "../../quote/hooks/use-hold-renewal.ts";
import type { QuoteView } from "../../quote/hooks/use-quote-store.ts";
import { lodgingUnavailable } from "../../quote/lodging-unavailable.ts";
import { type PaymentCharge, PESOS, setPaymentCharge } from "../../quote/payment-charge.ts";
import { checkoutApi, type PaymentData } from "../api/checkout-api.ts";
import { type PaymentFormOutput, paymentFormSchema } from "../checkout-form-schema.ts";
import { type CheckoutFormState, keepCheckoutForm, readCheckoutForm } from "../checkout-storage.ts";
import type { PaymentFlow } from "../hooks/use-payment.ts";
import { CheckoutFrame } from "./checkout-frame.tsx";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { ContactFields } from "./contact-fields.tsx";
import { CurrencyModal } from "./currency-modal.tsx";
import { PaymentSection } from "./payment-section.tsx";
import { ProcessingModal } from "./processing-modal.tsx";
import { TermsNotice } from "./terms-notice.tsx";
import "../../../shared/i18n/commerce/checkout.ts";
import "../../../shared/i18n/commerce/quote.ts";

export interface CheckoutFormProps {
  quote: QuoteDto;
  view: QuoteView;
  settings: PaymentSettings;
  countries: readonly Country[];
  charge: PaymentCharge;
  flow: PaymentFlow;
  /** False once the page has resumed a payment back from the card's challenge, which set the charge itself. */
  restoreCardCountry: boolean;
}

/**
 * The payment page's form, once its quote and settings are in (checkout-page.tsx loads this module apart):
 * the terms notice, the contact, the way to pay, the summary with Complete purchase, and their modals.
 * What the visitor typed (not the card) is kept in the tab, so a reload or a refused payment loses nothing.
 */
export default function CheckoutForm({
  quote,
  view,
  settings,
  countries,
  charge,
  flow,
  restoreCardCountry,
}: CheckoutFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useHoldRenewal(quote, view.clock);
  const [currencyModal, setCurrencyModal] = useState(false);
  const cardRef = useRef<CardEntry>(null);
  // Complete purchase was pressed and its submission has not ended.
  const [pressed] = useState(createFlag);

  const withLodging = quoteHasLodging(quote);
  // The resolver reads the lodging of the quote shown when the visitor submits.
  const lodging = useRef(withLodging);
  lodging.current = withLodging;
  // A phone kept from a visit that had lodging is not shown now, so it is neither checked nor sent.
  const resolver: Resolver<CheckoutFormState, unknown, PaymentFormOutput> = (values, context, options) =>
    zodResolver(paymentFormSchema({ phoneRequired: lodging.current }))(
      lodging.current ? values : { ...values, contact: { ...values.contact, phoneNumber: "" } },
      context,
      options,
    );
  const [stored] = useState(readCheckoutForm);
  const form = useForm<CheckoutFormState, unknown, PaymentFormOutput>({ defaultValues: stored, resolver });

  useEffect(() => {
    const subscription = form.watch(() => keepCheckoutForm(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form]);

  // 000 §2: the 3x2 conditions are accepted before paying, also by a visitor who came here without the cart.
  const conditions3x2 = useConditions3x2(quote);
  // The button the visitor pressed was disabled meanwhile: focus goes to why the payment failed.
  const errorRef = useRef<HTMLParagraphElement>(null);
  // Once the processing modal, which holds the focus while open, has closed.
  useEffect(() => {
    if (flow.error !== null && !flow.processing) errorRef.current?.focus();
  }, [flow.error, flow.processing]);

  async function chooseCardCountry(code: string) {
    if (currencyForCardCountry(code) !== "USD") {
      setPaymentCharge(PESOS);
      return;
    }
    // The modal's code arrives beside the rate it shows.
    void CurrencyModal.preload();
    try {
      const rate = await queryClient.fetchQuery({
        queryKey: ["exchange-rate"],
        queryFn: checkoutApi.exchangeRate,
        staleTime: 0,
      });
      // Another way chosen meanwhile: OXXO and SPEI take pesos.
      if (form.getValues("paymentMethod") !== "card") return;
      setPaymentCharge({ currency: "USD", rate });
      setCurrencyModal(true);
    } catch {
      setPaymentCharge(PESOS);
      form.setValue("cardCountry", "");
      pushNotification(t("checkout.payment.rateError"), "error");
    }
  }

  // A voucher or a transfer is in pesos; back to the card, its country decides again.
  function choosePaymentMethod(method: PaymentMethodType) {
    const cardCountry = form.getValues("cardCountry");
    if (method === "card" && cardCountry !== "") void chooseCardCountry(cardCountry);
    else setPaymentCharge(PESOS);
  }

  // Once: a card country kept from before the reload sets its currency again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (restoreCardCountry && stored.paymentMethod === "card" && stored.cardCountry !== "")
      void chooseCardCountry(stored.cardCountry);
  });

  const unavailable = lodgingUnavailable(quote, false);
  // 000 §8: the capacity message shows while no unit numbers hold places for the visit.
  const unitsChosen =
    quote.cabinNumbers.length +
    quote.tipiNumbers.length +
    quote.lakeVillageNumbers.length +
    quote.superiorCabinNumbers.length;
  const capacityFull = unitsChosen === 0 && view.capacityFull[quote.visit.arrivalTime];
  const completeDisabled =
    flow.processing ||
    form.formState.isSubmitting ||
    isButtonDisabled("complete_purchase", checkoutButtonState(view));

  const submit = form.handleSubmit(
    async (values) => {
      const { contact } = values;
      // 000 §4: the payment method carries the cart id, names, e-mail, country, state, city and zip.
      const metadata = {
        cartId: quote.id,
        name: contact.name,
        lastname: contact.lastname,
        email: contact.email,
        country: contact.otherCountry ?? contact.country,
        state: contact.otherState ?? contact.state ?? "",
        city: contact.city,
      };
      const common = {
        shoppingCartId: quote.id,
        contact,
        visitorWantsInfo: values.visitorWantsInfo,
        totalAmount: quote.totalAmount,
      };
      if (values.paymentMethod !== "card") {
        // The voucher is in the payer's full name (Stripe requires first and last); the transfer's customer too.
        const payer = { name: `${contact.name} ${contact.lastname}`, email: contact.email, metadata };
        const method = values.paymentMethod;
        const data: PaymentData = { ...common, paymentMethodType: method, currency: "MXN", exchangeRate: 1 };
        await flow.payLater(data, () => createPayLaterMethod(method, settings, payer));
        return;
      }
      if (!cardRef.current?.check(true)) return;
      const data: PaymentData = {
        ...common,
        cardOwner: values.cardOwner,
        zipCode: values.zipCode,
        currency: charge.currency,
        exchangeRate: charge.rate,
      };
      await flow.pay(data, cardRef, {
        name: values.cardOwner,
        email: contact.email,
        postalCode: values.zipCode,
        metadata: { ...metadata, zip: values.zipCode },
      });
    },
    // The contact's first error takes focus (react-hook-form); the card fields show theirs too.
    () => {
      cardRef.current?.check(false);
    },
  );

  return (
    <CheckoutFrame>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (pressed.on) return;
            conditions3x2.beforeContinue(() => {
              // The button answers the press in the next frame; the checks and the payment, which redraw
              // the whole page, start once that frame is painted and the processing modal's code is in
              // (fetched when the page was idle), so the modal shows as the payment starts.
              pressed.set(true);
              void Promise.all([afterNextPaint(), ProcessingModal.preload()])
                .then(
                  () => submit(),
                  () => pushNotification(t("errors.network"), "error"),
                )
                .finally(() => pressed.set(false));
            });
          }}
          className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8"
        >
          <div className="space-y-6 pb-6">
            <TermsNotice />
            {unavailable ? (
              <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-red-900 ring-1 ring-red-200">
                {t("checkout.unavailable.message")}{" "}
                <PageLink to="/cart" className="font-semibold underline underline-offset-2">
                  {t("checkout.unavailable.link")}
                </PageLink>
              </p>
            ) : null}
            {capacityFull ? (
              <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-red-900 ring-1 ring-red-200">
                {t("quote.capacityFull")}
              </p>
            ) : null}
            <SaleIssues quote={quote} />
            {flow.error !== null ? (
              <p
                ref={errorRef}
                role="alert"
                tabIndex={-1}
                className="rounded-2xl bg-red-50 px-5 py-4 font-medium text-red-900 ring-1 ring-red-200"
              >
                {flow.error}
              </p>
            ) : null}
            <ContactFields countries={countries} withPhone={withLodging} />
            <PaymentSection
              cardRef={cardRef}
              countries={countries}
              settings={settings}
              currency={charge.currency}
              onCardCountry={(code) => void chooseCardCountry(code)}
              onPaymentMethod={choosePaymentMethod}
              options={quote.paymentOptions}
            />
          </div>
          <CheckoutSummary
            quote={quote}
            currency={charge.currency}
            rate={charge.rate}
            unavailableReservation={unavailable}
            completeDisabled={completeDisabled}
            completePressed={pressed}
          />
        </form>
      </FormProvider>
      <ProcessingModal open={flow.processing} />
      <Conditions3x2Dialog
        open={conditions3x2.open}
        onAccept={conditions3x2.accept}
        onClose={conditions3x2.dismiss}
      />
      <CurrencyModal
        open={currencyModal}
        rate={charge.rate}
        total={quote.totalAmount}
        onClose={() => setCurrencyModal(false)}
      />
    </CheckoutFrame>
  );
}
