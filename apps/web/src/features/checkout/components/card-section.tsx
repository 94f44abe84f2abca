import type { PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import { CHECKOUT_MAX_LENGTH } from "@park/domain/checkout/contact-schema.ts";
import type { Country } from "@park/domain/checkout/country-dto.ts";
import type { PaymentSettings } from "@park/domain/checkout/payment-result.ts";
import { ZIP_CODE_MAX_LENGTH } from "@park/domain/checkout/payment-schema.ts";
import type { Ref } from "react";
import { useFormContext } from "react-hook-form";
import type { CardEntry } from "../../../shared/card-payment/card-entry.ts";
import { fieldMessage } from "../../../shared/card-payment/field-message.ts";
import { SandboxCardFields } from "../../../shared/card-payment/sandbox-card-fields.tsx";
import { StripeCardFields } from "../../../shared/card-payment/stripe-card-fields.tsx";
import { Field, fieldClass } from "../../../shared/forms/form-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { CheckoutFormState } from "../checkout-storage.ts";
import { ChoiceOptions } from "./choice-options.tsx";
import "../../../shared/i18n/commerce/checkout.ts";

interface CardSectionProps {
  cardRef: Ref<CardEntry>;
  countries: readonly Country[];
  settings: PaymentSettings;
  currency: PaymentCurrency;
  onCardCountry: (code: string) => void;
}

/**
 * The card block (000 §2, §4) of the payment section: the card's country first (it decides the currency),
 * then the card fields, disabled until it is chosen, the postal code and the cardholder.
 */
export function CardSection({ cardRef, countries, settings, currency, onCardCountry }: CardSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, watch, setValue, formState } = useFormContext<CheckoutFormState>();
  const cardCountry = watch("cardCountry");
  const disabled = cardCountry === "";
  const error = (name: "cardCountry" | "cardOwner" | "zipCode") =>
    fieldMessage(formState.errors[name]?.message, language);
  const countryError = error("cardCountry");
  const zipError = error("zipCode");
  const ownerError = error("cardOwner");
  const key = settings.publishableKeys[currency];

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t("checkout.card.accepted")}</p>
      <Field
        id="card-country"
        label={t("checkout.card.country")}
        hint={disabled ? t("checkout.card.countryHint") : undefined}
        error={countryError}
      >
        {(control) => (
          <select
            {...control}
            className={fieldClass(countryError !== null)}
            {...register("cardCountry", {
              onChange: (event: { target: { value: string } }) => onCardCountry(event.target.value),
            })}
          >
            <ChoiceOptions entries={countries} />
          </select>
        )}
      </Field>
      {settings.mode === "stripe" ? (
        // A new key (another currency) sets the fields up again.
        <StripeCardFields key={key} ref={cardRef} publishableKey={key} disabled={disabled} />
      ) : (
        <SandboxCardFields ref={cardRef} publishableKey={key} disabled={disabled} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="card-zip" label={t("checkout.card.postalCode")} error={zipError}>
          {(control) => (
            <input
              {...control}
              autoComplete="postal-code"
              maxLength={ZIP_CODE_MAX_LENGTH}
              disabled={disabled}
              className={fieldClass(zipError !== null)}
              {...register("zipCode", {
                onBlur: (event: { target: { value: string } }) =>
                  setValue("zipCode", event.target.value.trim()),
              })}
            />
          )}
        </Field>
        <Field id="card-owner" label={t("checkout.card.owner")} error={ownerError}>
          {(control) => (
            <input
              {...control}
              autoComplete="cc-name"
              maxLength={CHECKOUT_MAX_LENGTH.cardOwner}
              className={fieldClass(ownerError !== null)}
              {...register("cardOwner", {
                onBlur: (event: { target: { value: string } }) =>
                  setValue("cardOwner", event.target.value.trim()),
              })}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
