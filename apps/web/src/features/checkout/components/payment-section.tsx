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
import { OxxoNotice } from "./oxxo-notice.tsx";

interface PaymentSectionProps {
  cardRef: Ref<CardEntry>;
  countries: readonly Country[];
  settings: PaymentSettings;
  currency: PaymentCurrency;
  onCardCountry: (code: string) => void;
  onPaymentMethod: (method: PaymentMethodType) => void;
  /** The voucher the quote would get now; null when the visit can be paid by card only. */
  oxxo: QuoteDto["paymentOptions"]["oxxo"];
}

/**
 * The payment block: the way to pay (a card unless the visitor chooses cash at OXXO, issue 35), then the
 * card's fields or how the OXXO voucher works. The choice is a native radio group, so the arrow keys move
 * through it and the screen reader names it by its legend. A visit too close to its arrival for OXXO's
 * confirmation keeps the choice in sight, disabled, with why.
 */
export function PaymentSection({ onPaymentMethod, oxxo, ...card }: PaymentSectionProps) {
  const { t } = useTranslation();
  const { register, watch, setValue } = useFormContext<CheckoutFormState>();
  const method = watch("paymentMethod");
  // Cash kept from before (a reload, another date) that this visit can no longer take: back to the card.
  const cashLost = method === "oxxo" && oxxo === null;
  useEffect(() => {
    if (!cashLost) return;
    setValue("paymentMethod", "card");
    onPaymentMethod("card");
  }, [cashLost, setValue, onPaymentMethod]);

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-xl font-bold text-forest-900">{t("checkout.card.heading")}</legend>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t("checkout.method.legend")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PAYMENT_METHOD_TYPES.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center has-disabled:cursor-not-allowed has-disabled:opacity-60 gap-3 rounded-lg border border-stone-400 bg-white px-3 py-2 font-semibold text-stone-900 has-checked:border-forest-700 has-checked:bg-forest-50 has-checked:ring-1 has-checked:ring-forest-700"
            >
              <input
                type="radio"
                value={option}
                disabled={option === "oxxo" && oxxo === null}
                aria-describedby={option === "oxxo" && oxxo === null ? "oxxo-unavailable" : undefined}
                className="h-5 w-5 shrink-0 accent-forest-700"
                {...register("paymentMethod", {
                  onChange: (event: { target: { value: PaymentMethodType } }) =>
                    onPaymentMethod(event.target.value),
                })}
              />
              {t(`checkout.method.${option}`)}
            </label>
          ))}
        </div>
        {oxxo === null ? (
          <p id="oxxo-unavailable" className="mt-2 text-sm text-stone-700">
            {t("checkout.method.oxxoUnavailable")}
          </p>
        ) : null}
      </fieldset>
      {method === "oxxo" && oxxo !== null ? <OxxoNotice terms={oxxo} /> : <CardSection {...card} />}
    </fieldset>
  );
}
