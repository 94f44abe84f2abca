import type { PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import type { Country } from "@park/domain/checkout/country-dto.ts";
import type { PaymentSettings } from "@park/domain/checkout/payment-result.ts";
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from "@park/domain/checkout/payment-schema.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { type Ref, useEffect } from "react";
import { useFormContext } from "react-hook-form";
import type { CardEntry } from "../../../shared/card-payment/card-entry.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { CheckoutFormState } from "../checkout-storage.ts";
import { CardSection } from "./card-section.tsx";
import { PayLaterNotice } from "./pay-later-notice.tsx";
import "../../../shared/i18n/commerce/checkout.ts";

interface PaymentSectionProps {
  cardRef: Ref<CardEntry>;
  countries: readonly Country[];
  settings: PaymentSettings;
  currency: PaymentCurrency;
  onCardCountry: (code: string) => void;
  onPaymentMethod: (method: PaymentMethodType) => void;
  /** What the quote could be paid with besides a card now; a null way is one the visit is too close for. */
  options: QuoteDto["paymentOptions"];
}

/**
 * The payment block: the way to pay (a card unless the visitor chooses cash at OXXO or a SPEI transfer,
 * issue 35), then the card's fields or how the other way works. The choice is a native radio group, so the
 * arrow keys move through it and the screen reader names it by its legend. A way the visit is too close
 * to its arrival for stays in sight, disabled, with why.
 */
export function PaymentSection({ onPaymentMethod, options, ...card }: PaymentSectionProps) {
  const { t } = useTranslation();
  const { register, watch, setValue } = useFormContext<CheckoutFormState>();
  const method = watch("paymentMethod");
  const offer = method === "card" ? null : options[method];
  // A way kept from before (a reload, other dates) that this visit can no longer take: back to the card.
  const lost = method !== "card" && offer === null;
  useEffect(() => {
    if (!lost) return;
    setValue("paymentMethod", "card");
    onPaymentMethod("card");
  }, [lost, setValue, onPaymentMethod]);
  const unavailable = PAYMENT_METHOD_TYPES.filter((option) => option !== "card" && options[option] === null);

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-xl font-bold text-forest-900">{t("checkout.card.heading")}</legend>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t("checkout.method.legend")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PAYMENT_METHOD_TYPES.map((option) => {
            const closed = unavailable.includes(option);
            return (
              <label
                key={option}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-400 bg-white px-3 py-2 font-semibold text-stone-900 has-checked:border-forest-700 has-checked:bg-forest-50 has-checked:ring-1 has-checked:ring-forest-700 has-disabled:cursor-not-allowed has-disabled:opacity-60"
              >
                <input
                  type="radio"
                  value={option}
                  disabled={closed}
                  aria-describedby={closed ? `${option}-unavailable` : undefined}
                  className="h-5 w-5 shrink-0 accent-forest-700"
                  {...register("paymentMethod", {
                    onChange: (event: { target: { value: PaymentMethodType } }) =>
                      onPaymentMethod(event.target.value),
                  })}
                />
                {t(`checkout.method.${option}`)}
              </label>
            );
          })}
        </div>
        {unavailable.map((option) => (
          <p key={option} id={`${option}-unavailable`} className="mt-2 text-sm text-stone-700">
            {t(`checkout.method.${option}Unavailable`)}
          </p>
        ))}
      </fieldset>
      {method !== "card" && offer ? (
        <PayLaterNotice method={method} terms={offer} />
      ) : (
        <CardSection {...card} />
      )}
    </fieldset>
  );
}
