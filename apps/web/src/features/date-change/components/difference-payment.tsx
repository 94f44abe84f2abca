import type { DateChange, DateChangePaymentResult } from "@park/domain/date-change/date-change-schemas.ts";
import { formatMoney } from "@park/domain/money.ts";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { CardEntry } from "../../../shared/card-payment/card-entry.ts";
import { paymentSettingsQuery } from "../../../shared/card-payment/payment-settings-query.ts";
import { SandboxCardFields } from "../../../shared/card-payment/sandbox-card-fields.tsx";
import { StripeCardFields } from "../../../shared/card-payment/stripe-card-fields.tsx";
import { Field, fieldClass } from "../../../shared/forms/form-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { dateChangeApi } from "../api/date-change-api.ts";
import "../../../shared/i18n/commerce/dateChange.ts";

export interface DifferencePaymentProps {
  change: DateChange;
  /** A payment answer that ends the step (paid, or refused with its message). */
  onResult: (result: DateChangePaymentResult) => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
}

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The difference's payment with the checkout's card fields (src/shared/card-payment: the sandbox's, or
 * Stripe Elements with real keys): a payment method, the payment, and 3-D Secure when the card asks for it.
 */
export default function DifferencePayment({ change, onResult, onError, onCancel }: DifferencePaymentProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  const settings = useQuery(paymentSettingsQuery);
  const cardRef = useRef<CardEntry | null>(null);
  const [owner, setOwner] = useState("");
  const [zip, setZip] = useState("");
  const [missing, setMissing] = useState<{ owner: boolean; zip: boolean }>({ owner: false, zip: false });
  const [paying, setPaying] = useState(false);
  const amount = formatMoney(change.difference);
  const holdEnd = new Date(change.holdExpiresAt).toLocaleTimeString(language === "es" ? "es-MX" : "en-US", {
    hour: "numeric",
    minute: "2-digit",
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = cardRef.current;
    const absent = { owner: owner.trim() === "", zip: zip.trim() === "" };
    setMissing(absent);
    const cardValid = card?.check(!absent.owner && !absent.zip) ?? false;
    if (absent.owner) document.getElementById("change-card-owner")?.focus();
    else if (absent.zip) document.getElementById("change-card-zip")?.focus();
    if (!card || !cardValid || absent.owner || absent.zip) return;
    setPaying(true);
    try {
      const paymentMethodId = await card.createPaymentMethod({
        name: owner.trim(),
        email: "",
        postalCode: zip.trim(),
        metadata: { dateChange: change.id, code: change.code },
      });
      const first = await dateChangeApi.pay(change, { paymentMethodId });
      if (first.paymentInfo.status !== "requires_action") {
        onResult(first);
        return;
      }
      const intentId = await card.authenticate(first.paymentInfo);
      // Null: the page is leaving for the card's challenge, and comes back to finish (use-finish-authentication).
      if (intentId === null) return;
      onResult(await dateChangeApi.pay(change, { paymentIntentId: intentId }));
    } catch (error) {
      onError(error);
    } finally {
      setPaying(false);
    }
  }

  if (settings.isPending) return <p role="status">{t("dateChange.starting")}</p>;
  if (settings.isError) return <p role="alert">{t("dateChange.failed")}</p>;
  const key = settings.data.publishableKeys.MXN;

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-labelledby="change-pay-heading">
      <h3 id="change-pay-heading" className="text-lg font-bold text-forest-900">
        {t("dateChange.payHeading")}
      </h3>
      <p className="text-stone-800">{t("dateChange.payIntro", { amount, time: holdEnd })}</p>
      {settings.data.mode === "stripe" ? (
        <StripeCardFields ref={cardRef} publishableKey={key} disabled={paying} />
      ) : (
        <SandboxCardFields ref={cardRef} publishableKey={key} disabled={paying} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {[
          {
            key: "owner",
            label: t("dateChange.cardOwner"),
            autoComplete: "cc-name",
            value: owner,
            set: setOwner,
            invalid: missing.owner,
          },
          {
            key: "zip",
            label: t("dateChange.postalCode"),
            autoComplete: "postal-code",
            value: zip,
            set: setZip,
            invalid: missing.zip,
            maxLength: 10,
          },
        ].map((field) => (
          <Field
            key={field.key}
            id={`change-card-${field.key}`}
            label={field.label}
            error={field.invalid ? t("dateChange.required") : null}
          >
            {(control) => (
              <input
                {...control}
                autoComplete={field.autoComplete}
                value={field.value}
                maxLength={field.maxLength}
                onChange={(event) => field.set(event.target.value)}
                className={fieldClass(field.invalid)}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={paying}
          className={`${button} bg-forest-700 text-white hover:bg-forest-800`}
        >
          {paying ? t("dateChange.paying") : t("dateChange.payButton", { amount })}
        </button>
        <button
          type="button"
          disabled={paying}
          onClick={onCancel}
          className={`${button} text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50`}
        >
          {t("dateChange.cancel")}
        </button>
      </div>
    </form>
  );
}
