import { type Ref, useImperativeHandle, useRef, useState } from "react";
import { FieldError, fieldClass } from "../forms/form-field.tsx";
import { useLanguage } from "../i18n/use-language.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { type CardEntry, pageExit } from "./card-entry.ts";
import {
  CARD_FIELDS,
  type CardFieldError,
  type CardFieldName,
  type CardInput,
  cardFieldError,
  cardNumberDigits,
  cvcLength,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "./card-validation.ts";
import { fieldMessage } from "./field-message.ts";
import { createSandboxCardMethod } from "./sandbox-payment-method.ts";
import "../i18n/commerce/checkout.ts";

interface SandboxCardFieldsProps {
  ref: Ref<CardEntry>;
  publishableKey: string;
  disabled: boolean;
  /** The clock the expiry is checked against (tests pass a fixed one). */
  now?: () => Date;
}

const EMPTY_CARD: CardInput = { number: "", expiry: "", cvc: "" };

const ERROR_KEYS: Record<CardFieldName, Partial<Record<CardFieldError, string>>> = {
  number: { incomplete: "numberIncomplete", invalid: "numberInvalid" },
  expiry: { incomplete: "expiryIncomplete", invalid: "expiryInvalid", past: "expiryPast" },
  cvc: { incomplete: "cvcIncomplete", invalid: "cvcIncomplete" },
};

/**
 * The card fields of the sandbox mode: number, expiry and CVC checked as Stripe Elements checks them
 * (Luhn, expiry not past, CVC length of the brand), each with its inline error; the card is sent only to
 * the sandbox's payment-method endpoint, as Stripe.js sends it to Stripe. Postal code is a form field.
 */
export function SandboxCardFields({
  ref,
  publishableKey,
  disabled,
  now = () => new Date(),
}: SandboxCardFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [shown, setShown] = useState<Partial<Record<CardFieldName, CardFieldError>>>({});
  const inputs = useRef<Partial<Record<CardFieldName, HTMLInputElement | null>>>({});

  const errorOf = (field: CardFieldName, values: CardInput = card) => cardFieldError(field, values, now());

  useImperativeHandle(ref, () => ({
    check(focus) {
      const errors: Partial<Record<CardFieldName, CardFieldError>> = {};
      for (const field of CARD_FIELDS) {
        const error = errorOf(field);
        if (error !== null) errors[field] = error;
      }
      setShown(errors);
      const first = CARD_FIELDS.find((field) => errors[field] !== undefined);
      if (first !== undefined && focus) inputs.current[first]?.focus();
      return first === undefined;
    },
    async createPaymentMethod(billing) {
      const expiry = parseExpiry(card.expiry);
      return createSandboxCardMethod(
        publishableKey,
        {
          number: cardNumberDigits(card.number),
          expMonth: expiry?.month ?? 0,
          expYear: expiry?.year ?? 0,
          cvc: card.cvc,
        },
        billing,
      );
    },
    async authenticate({ redirectUrl }) {
      if (redirectUrl !== null) pageExit.go(redirectUrl);
      return null;
    },
  }));

  const message = (field: CardFieldName): string | null => {
    const error = shown[field];
    if (error === undefined) return null;
    if (error === "required") return fieldMessage("required", language);
    const key = ERROR_KEYS[field][error];
    return key === undefined ? null : t(`checkout.card.errors.${key}`);
  };

  const update = (field: CardFieldName, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    // An error shown goes as soon as the field is right; a new one waits for the field to be left.
    if (shown[field] !== undefined && errorOf(field, next) === null) {
      setShown((current) => ({ ...current, [field]: undefined }));
    }
  };
  const leave = (field: CardFieldName) => {
    const error = errorOf(field);
    // An untouched empty field says nothing until Complete purchase.
    if (error === "required" && card[field] === "") return;
    setShown((current) => ({ ...current, [field]: error ?? undefined }));
  };

  const field = (
    name: CardFieldName,
    label: string,
    format: (text: string) => string,
    extra: { autoComplete: string; maxLength: number; placeholder: string },
  ) => {
    const error = message(name);
    const id = `card-${name}`;
    return (
      <div className={name === "number" ? "sm:col-span-2" : undefined}>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
          {label}
        </label>
        <input
          id={id}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          type="text"
          inputMode="numeric"
          disabled={disabled}
          value={card[name]}
          onChange={(event) => update(name, format(event.target.value))}
          onBlur={() => leave(name)}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          className={fieldClass(error !== null)}
          {...extra}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field("number", t("checkout.card.number"), formatCardNumber, {
        autoComplete: "cc-number",
        maxLength: 23,
        placeholder: "1234 1234 1234 1234",
      })}
      {field("expiry", t("checkout.card.expiry"), formatExpiry, {
        autoComplete: "cc-exp",
        maxLength: 7,
        placeholder: "MM / YY",
      })}
      {field(
        "cvc",
        t("checkout.card.cvc"),
        (text) => text.replace(/\D/g, "").slice(0, cvcLength(card.number)),
        {
          autoComplete: "cc-csc",
          maxLength: 4,
          placeholder: "CVC",
        },
      )}
    </div>
  );
}
