import { USA } from "@park/domain/checkout/charge-amount.ts";
import {
  CHECKOUT_MAX_LENGTH,
  capitalizeName,
  formatPhoneMask,
  OTHER_CHOICE,
  USA_CONTACT_STATES,
} from "@park/domain/checkout/contact-schema.ts";
import type { Country } from "@park/domain/checkout/country-dto.ts";
import { type FieldPath, useFormContext } from "react-hook-form";
import { fieldMessage } from "../../../shared/card-payment/field-message.ts";
import { Field, fieldClass } from "../../../shared/forms/form-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { CheckoutFormState } from "../checkout-storage.ts";
import { ChoiceOptions } from "./choice-options.tsx";
import { CityField } from "./city-field.tsx";
import "../../../shared/i18n/commerce/checkout.ts";

/** Nevada has no city search: its visitors come from Las Vegas, which the form fills in (000 §5). */
const NEVADA = "NV";
const LAS_VEGAS = "Las Vegas";

interface ContactFieldsProps {
  countries: readonly Country[];
  /** 000 §5: the telephone is asked only when the quote has lodging. */
  withPhone: boolean;
}

/** The states offered for a country: the USA's are AZ, CA, NV and other (000 §5). */
function statesOf(country: Country | undefined, otherLabel: string) {
  if (country === undefined) return [];
  if (country.code !== USA) return country.states;
  const allowed: readonly string[] = USA_CONTACT_STATES;
  return [
    ...country.states.filter((state) => allowed.includes(state.code)),
    { code: OTHER_CHOICE, label: otherLabel },
  ];
}

/** The contact block of 000 §5: names, e-mail, country, state, city and (with lodging) the telephone. */
export function ContactFields({ countries, withPhone }: ContactFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, watch, setValue, formState } = useFormContext<CheckoutFormState>();
  const errors = formState.errors.contact;
  const countryCode = watch("contact.country");
  const stateCode = watch("contact.state");
  const country = countries.find((entry) => entry.code === countryCode);
  const states = statesOf(country, t("checkout.contact.otherOption"));
  const error = (name: keyof CheckoutFormState["contact"]) => fieldMessage(errors?.[name]?.message, language);

  const trimmed = (
    name: FieldPath<CheckoutFormState>,
    format: (text: string) => string = (text) => text.trim(),
  ) =>
    register(name, {
      onBlur: (event: { target: { value: string } }) =>
        setValue(name, format(event.target.value), { shouldValidate: formState.isSubmitted }),
    });

  const text = (
    name: "name" | "lastname" | "email" | "otherCountry" | "otherState",
    options: { autoComplete: string; type?: string; format?: (text: string) => string },
  ) => {
    const id = `contact-${name}`;
    const message = error(name);
    return (
      <Field id={id} label={t(`checkout.contact.${name}`)} error={message}>
        {(control) => (
          <input
            {...control}
            type={options.type ?? "text"}
            autoComplete={options.autoComplete}
            maxLength={CHECKOUT_MAX_LENGTH[name]}
            className={fieldClass(message !== null)}
            {...trimmed(`contact.${name}`, options.format)}
          />
        )}
      </Field>
    );
  };

  const countryError = error("country");
  const stateError = error("state");
  const cityError = error("city");
  const phoneError = error("phoneNumber");

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-xl font-bold text-forest-900">{t("checkout.contact.heading")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", { autoComplete: "given-name", format: capitalizeName })}
        {text("lastname", { autoComplete: "family-name", format: capitalizeName })}
        <div className="sm:col-span-2">{text("email", { autoComplete: "email", type: "email" })}</div>
        <Field id="contact-country" label={t("checkout.contact.country")} error={countryError}>
          {(control) => (
            <select
              {...control}
              autoComplete="country"
              className={fieldClass(countryError !== null)}
              {...register("contact.country", {
                onChange: (event: { target: { value: string } }) => {
                  setValue("contact.state", "");
                  setValue("contact.otherState", "");
                  setValue("contact.otherCountry", "");
                  // 000 §5: a country other than the USA clears the city.
                  if (event.target.value !== USA) setValue("contact.city", "");
                },
              })}
            >
              <ChoiceOptions entries={countries} />
            </select>
          )}
        </Field>
        {countryCode === OTHER_CHOICE ? (
          text("otherCountry", { autoComplete: "country-name" })
        ) : (
          <Field id="contact-state" label={t("checkout.contact.state")} error={stateError}>
            {(control) => (
              <select
                {...control}
                autoComplete="address-level1"
                disabled={country === undefined}
                className={fieldClass(stateError !== null)}
                {...register("contact.state", {
                  onChange: (event: { target: { value: string } }) => {
                    setValue("contact.otherState", "");
                    if (event.target.value === NEVADA) setValue("contact.city", LAS_VEGAS);
                  },
                })}
              >
                <ChoiceOptions entries={states} />
              </select>
            )}
          </Field>
        )}
        {countryCode === OTHER_CHOICE || stateCode === OTHER_CHOICE
          ? text("otherState", { autoComplete: "address-level1" })
          : null}
        <Field id="contact-city" label={t("checkout.contact.city")} error={cityError}>
          {(control) => <CityField control={control} maxLength={CHECKOUT_MAX_LENGTH.city} />}
        </Field>
        {withPhone ? (
          <Field
            id="contact-phone"
            label={t("checkout.contact.phone")}
            hint={t("checkout.contact.phoneHint")}
            error={phoneError}
          >
            {(control) => (
              <input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(###) ###-####"
                maxLength={CHECKOUT_MAX_LENGTH.phoneNumber}
                className={fieldClass(phoneError !== null)}
                {...register("contact.phoneNumber", {
                  onChange: (event: { target: { value: string } }) =>
                    setValue("contact.phoneNumber", formatPhoneMask(event.target.value)),
                })}
              />
            )}
          </Field>
        ) : null}
      </div>
      <label className="flex items-start gap-3 text-stone-800">
        <input type="checkbox" className="mt-1 h-5 w-5 accent-forest-700" {...register("visitorWantsInfo")} />
        <span>{t("checkout.contact.wantsInfo")}</span>
      </label>
    </fieldset>
  );
}
