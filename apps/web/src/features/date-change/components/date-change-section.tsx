import { canChangeDates } from "@park/domain/date-change/change-deadline.ts";
import type {
  DateChange,
  DateChangeOffer,
  DateChangePaymentResult,
} from "@park/domain/date-change/date-change-schemas.ts";
import { addDays, daysBetween } from "@park/domain/dates.ts";
import { formatMoney } from "@park/domain/money.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, Suspense, useEffect, useRef, useState } from "react";
import { ApiError, NetworkError } from "../../../shared/api/api-error.ts";
import { CardDataError } from "../../../shared/card-payment/sandbox-payment-method.ts";
import { Field, fieldClass } from "../../../shared/forms/form-field.tsx";
import { codeText } from "../../../shared/i18n/code-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import { dateChangeApi } from "../api/date-change-api.ts";
import { useFinishAuthentication } from "../hooks/use-finish-authentication.ts";
import type { DifferencePaymentProps } from "./difference-payment.tsx";
import "../../../shared/i18n/commerce/checkout.ts";
import "../../../shared/i18n/commerce/dateChange.ts";

/**
 * The difference's payment and its card fields, loaded apart: they show only after new dates are chosen,
 * checked and confirmed, and their code is fetched when the visitor opens the change.
 */
const differencePayment = deferredComponent<DifferencePaymentProps>(() => import("./difference-payment.tsx"));

type Step =
  | { name: "closed" }
  | { name: "choosing"; offer: DateChangeOffer | null }
  | { name: "paying"; change: DateChange };

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primary = `${button} bg-forest-700 text-white hover:bg-forest-800`;
const secondary = `${button} text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50`;

/**
 * The order page's "change dates" (issue 14 item 8, 001 §9 terms): new dates, their price and the
 * difference (a lower price is said not to be refunded before confirming), then the difference's payment
 * with the checkout's card fields, then the order as it is now. Every answer is announced.
 */
export function DateChangeSection({ order }: { order: QuoteDto }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "closed" });
  const [busy, setBusy] = useState<"checking" | "starting" | "finishing" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nights = daysBetween(order.visit.arrivalDate, order.visit.departureDate);
  const [arrival, setArrival] = useState(order.visit.arrivalDate);
  const [departure, setDeparture] = useState(order.visit.departureDate);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const arrivalRef = useRef<HTMLInputElement>(null);

  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // Opened by its button: the first field takes focus once it is on the page.
  useEffect(() => {
    if (!opening) return;
    arrivalRef.current?.focus();
    setOpening(false);
  }, [opening]);

  function messageOf(failure: unknown): string {
    if (failure instanceof ApiError || failure instanceof NetworkError || failure instanceof CardDataError) {
      return failure.message;
    }
    return t("dateChange.failed");
  }

  async function finished(change: DateChange) {
    await queryClient.invalidateQueries({ queryKey: ["order", order.code] });
    setStep({ name: "closed" });
    setError(null);
    setDone(t("dateChange.done", { arrival: formatVisitDate(change.arrivalDate, language) }));
  }

  async function paymentResult(result: DateChangePaymentResult) {
    if (result.paymentInfo.status === "succeeded") {
      await finished(result.dateChange);
      return;
    }
    setStep({ name: "paying", change: result.dateChange });
    setError(codeText("checkout.cardErrors", result.paymentInfo.message ?? "", { lng: language }));
  }

  useFinishAuthentication({
    onStart: () => setBusy("finishing"),
    onResult: (result) => {
      setBusy(null);
      void paymentResult(result);
    },
    onError: (failure) => {
      setBusy(null);
      setError(messageOf(failure));
    },
  });

  function open() {
    void differencePayment.preload();
    setDone(null);
    setError(null);
    setStep({ name: "choosing", offer: null });
    setOpening(true);
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy("checking");
    try {
      const offer = await dateChangeApi.offer(order.id, { arrivalDate: arrival, departureDate: departure });
      setStep({ name: "choosing", offer });
    } catch (failure) {
      setStep({ name: "choosing", offer: null });
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  }

  async function confirm(offer: DateChangeOffer) {
    setError(null);
    setBusy("starting");
    try {
      const change = await dateChangeApi.start(order.id, offer);
      if (change.status === "APPLIED") await finished(change);
      else setStep({ name: "paying", change });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  }

  const offer = step.name === "choosing" ? step.offer : null;

  return (
    <TitledSection id="date-change" heading={t("dateChange.heading")} look="card" className="print:hidden">
      <p className="mt-2 text-sm text-stone-800">{t("dateChange.rule")}</p>
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="mt-3 font-semibold text-forest-800">
          {done}
        </p>
      ) : null}
      {step.name === "closed" && !canChangeDates(order.visit, new Date()) ? (
        <p className="mt-3 text-sm font-semibold text-stone-800">
          {t("dateChange.refusals.date_change_too_late")}
        </p>
      ) : null}
      {step.name === "closed" && canChangeDates(order.visit, new Date()) ? (
        <button
          type="button"
          className={`${secondary} mt-4`}
          aria-expanded={false}
          onClick={open}
          disabled={busy === "finishing"}
        >
          {busy === "finishing" ? t("dateChange.paying") : t("dateChange.open")}
        </button>
      ) : null}
      {step.name === "choosing" ? (
        <form onSubmit={check} noValidate className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="change-arrival" label={t("dateChange.arrival")} error={null}>
              {() => (
                <input
                  ref={arrivalRef}
                  id="change-arrival"
                  type="date"
                  required
                  value={arrival}
                  onChange={(event) => {
                    const next = event.target.value;
                    setArrival(next);
                    // The stay keeps its length; the departure can still be changed.
                    if (/^\d{4}-\d{2}-\d{2}$/.test(next)) setDeparture(addDays(next, nights));
                    setStep({ name: "choosing", offer: null });
                  }}
                  className={fieldClass(false)}
                />
              )}
            </Field>
            <Field id="change-departure" label={t("dateChange.departure")} error={null}>
              {() => (
                <input
                  id="change-departure"
                  type="date"
                  required
                  min={arrival}
                  value={departure}
                  onChange={(event) => {
                    setDeparture(event.target.value);
                    setStep({ name: "choosing", offer: null });
                  }}
                  className={fieldClass(false)}
                />
              )}
            </Field>
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primary} disabled={busy !== null}>
              {busy === "checking" ? t("dateChange.checking") : t("dateChange.check")}
            </button>
            <button type="button" className={secondary} onClick={() => setStep({ name: "closed" })}>
              {t("dateChange.close")}
            </button>
          </div>
        </form>
      ) : null}
      <div aria-live="polite">
        {offer ? (
          <div className="mt-4 space-y-3">
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-forest-900">{t("dateChange.newDates")}</dt>
                <dd>
                  {formatVisitDate(offer.arrivalDate, language)} –{" "}
                  {formatVisitDate(offer.departureDate, language)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-forest-900">{t("dateChange.paid")}</dt>
                <dd>{formatMoney(offer.fromTotal)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-forest-900">{t("dateChange.newTotal")}</dt>
                <dd>{formatMoney(offer.newTotal)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-forest-900">{t("dateChange.difference")}</dt>
                <dd data-testid="date-change-difference">{formatMoney(offer.difference)}</dd>
              </div>
            </dl>
            <p className="text-sm text-stone-800">
              {offer.notRefunded > 0
                ? t("dateChange.notRefunded", { amount: formatMoney(offer.notRefunded) })
                : offer.difference === 0
                  ? t("dateChange.sameOrLess")
                  : null}
            </p>
            <button type="button" className={primary} disabled={busy !== null} onClick={() => confirm(offer)}>
              {busy === "starting"
                ? t("dateChange.starting")
                : offer.difference > 0
                  ? t("dateChange.confirmPay", { amount: formatMoney(offer.difference) })
                  : t("dateChange.confirmFree")}
            </button>
          </div>
        ) : null}
      </div>
      {step.name === "paying" ? (
        // While its code arrives it says what it says while its payment settings load.
        <Suspense fallback={<p role="status">{t("dateChange.starting")}</p>}>
          <differencePayment.Component
            change={step.change}
            onResult={(result) => void paymentResult(result)}
            onError={(failure) => setError(messageOf(failure))}
            onCancel={() => {
              setError(null);
              setStep({ name: "choosing", offer: null });
            }}
          />
        </Suspense>
      ) : null}
      <p role="alert" className="mt-3 text-sm font-medium text-red-800 empty:hidden">
        {error}
      </p>
    </TitledSection>
  );
}
