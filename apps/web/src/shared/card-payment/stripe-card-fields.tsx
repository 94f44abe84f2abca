import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementChangeEvent,
} from "@stripe/stripe-js";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { FieldError } from "../forms/form-field.tsx";
import { useLanguage } from "../i18n/use-language.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { CardEntry } from "./card-entry.ts";
import { fieldMessage } from "./field-message.ts";
import { CardDataError } from "./sandbox-payment-method.ts";
import "../i18n/commerce/checkout.ts";

type ElementName = "number" | "expiry" | "cvc";
const ELEMENT_NAMES: readonly ElementName[] = ["number", "expiry", "cvc"];

interface Mounted {
  stripe: Stripe;
  number: StripeCardNumberElement;
  expiry: StripeCardExpiryElement;
  cvc: StripeCardCvcElement;
}

interface ElementState {
  empty: boolean;
  complete: boolean;
  error: string | null;
}

interface StripeCardFieldsProps {
  ref: Ref<CardEntry>;
  /** The key of the charge's currency (000 §7: one for USD, another for the rest); new key, new fields. */
  publishableKey: string;
  disabled: boolean;
}

const INITIAL: ElementState = { empty: true, complete: false, error: null };

/**
 * Stripe Elements for number, expiry and CVC (stripe mode). Stripe.js loads only here, when the settings
 * say stripe, so no page pays for it otherwise; the card never touches our code.
 */
export function StripeCardFields({ ref, publishableKey, disabled }: StripeCardFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [failed, setFailed] = useState(false);
  const [states, setStates] = useState<Record<ElementName, ElementState>>({
    number: INITIAL,
    expiry: INITIAL,
    cvc: INITIAL,
  });
  const [required, setRequired] = useState<Partial<Record<ElementName, boolean>>>({});
  const hosts = useRef<Partial<Record<ElementName, HTMLDivElement | null>>>({});

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    void (async () => {
      try {
        const { loadStripe } = await import("@stripe/stripe-js");
        const stripe = await loadStripe(publishableKey, { locale: language });
        if (cancelled || stripe === null) return;
        const elements = stripe.elements({ locale: language });
        const style = { base: { fontSize: "16px", color: "#1c1917" } };
        const created = {
          number: elements.create("cardNumber", { style }),
          expiry: elements.create("cardExpiry", { style }),
          cvc: elements.create("cardCvc", { style }),
        };
        const follow = (name: ElementName) => (event: StripeElementChangeEvent) => {
          setStates((current) => ({
            ...current,
            [name]: { empty: event.empty, complete: event.complete, error: event.error?.message ?? null },
          }));
          if (!event.empty) setRequired((current) => ({ ...current, [name]: false }));
        };
        created.number.on("change", follow("number"));
        created.expiry.on("change", follow("expiry"));
        created.cvc.on("change", follow("cvc"));
        for (const name of ELEMENT_NAMES) {
          const host = hosts.current[name];
          if (host) created[name].mount(host);
        }
        setMounted({ stripe, ...created });
        cleanup = () => {
          for (const name of ELEMENT_NAMES) created[name].destroy();
        };
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      cleanup();
    };
    // Set up again for another key or language (000 §4: the card fields are set up again).
  }, [publishableKey, language]);

  // Also right after mounting: the fields are created enabled and take the current state here.
  useEffect(() => {
    if (mounted === null) return;
    for (const name of ELEMENT_NAMES) mounted[name].update({ disabled });
  }, [mounted, disabled]);

  useImperativeHandle(
    ref,
    () => ({
      check(focus) {
        const missing = Object.fromEntries(ELEMENT_NAMES.map((name) => [name, states[name].empty]));
        setRequired(missing);
        const first = ELEMENT_NAMES.find((name) => states[name].empty || !states[name].complete);
        if (first !== undefined && focus) mounted?.[first].focus();
        return first === undefined && mounted !== null;
      },
      async createPaymentMethod(billing) {
        if (mounted === null) throw new CardDataError("not_ready", t("checkout.card.loadError"));
        const result = await mounted.stripe.createPaymentMethod({
          type: "card",
          card: mounted.number,
          billing_details: {
            name: billing.name,
            email: billing.email,
            address: { postal_code: billing.postalCode },
          },
          metadata: billing.metadata,
        });
        if (result.error) {
          throw new CardDataError(result.error.code ?? "card_error", result.error.message ?? "");
        }
        return result.paymentMethod.id;
      },
      async authenticate({ clientSecret }) {
        if (mounted === null || clientSecret === null) return null;
        const result = await mounted.stripe.handleCardAction(clientSecret);
        if (result.error) {
          // The intent id travels with the error: the server's answer to it says how it ended.
          return result.error.payment_intent?.id ?? null;
        }
        return result.paymentIntent.id;
      },
    }),
    [mounted, states, t],
  );

  const labels: Record<ElementName, string> = {
    number: t("checkout.card.number"),
    expiry: t("checkout.card.expiry"),
    cvc: t("checkout.card.cvc"),
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {failed ? (
        <p role="alert" className="text-red-800 sm:col-span-2">
          {t("checkout.card.loadError")}
        </p>
      ) : mounted === null ? (
        <p role="status" className="text-stone-700 sm:col-span-2">
          {t("checkout.card.loading")}
        </p>
      ) : null}
      {ELEMENT_NAMES.map((name) => {
        const error = required[name] ? fieldMessage("required", language) : states[name].error;
        return (
          <div key={name} className={name === "number" ? "sm:col-span-2" : undefined}>
            {/* Elements are iframes with their own labels; this names the group for sighted visitors. */}
            <span className="mb-1 block text-sm font-semibold text-stone-800">{labels[name]}</span>
            <div
              ref={(element) => {
                hosts.current[name] = element;
              }}
              className={`flex h-11 flex-col justify-center rounded-lg border px-3 ${
                error ? "border-red-700 ring-1 ring-red-700" : "border-stone-400"
              } ${disabled ? "bg-stone-100" : "bg-white"}`}
            />
            <FieldError id={`card-${name}-error`} message={error} />
          </div>
        );
      })}
    </div>
  );
}
