import type { PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import { convertForDisplay, formatAmount, formatMoney } from "@park/domain/money.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { type Flag, useFlag } from "../../../shared/ui/flag.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { ChargedTotal } from "../../quote/components/charged-total.tsx";
import { SummaryTable } from "../../quote/components/summary-table.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import "../../../shared/i18n/commerce/cart.ts";
import "../../../shared/i18n/commerce/checkout.ts";

interface CheckoutSummaryProps {
  quote: QuoteDto;
  currency: PaymentCurrency;
  /** Pesos per unit of `currency` (1 for MXN). */
  rate: number;
  unavailableReservation: boolean;
  completeDisabled: boolean;
  /** Set from the press until the submission ends: only the button redraws for it. */
  completePressed: Flag;
}

/**
 * The summary card of the payment route (000 §2): the visit, each line, discount and total in the
 * currency the card will be charged in, the unavailable warning and Complete purchase (the form's submit).
 */
export function CheckoutSummary({
  quote,
  currency,
  rate,
  unavailableReservation,
  completeDisabled,
  completePressed,
}: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = (pesos: number) => formatAmount(convertForDisplay(pesos, rate));

  return (
    <TitledSection
      id="checkout-summary"
      heading={t("checkout.summary.heading")}
      as="aside"
      look="summary"
      className="lg:sticky lg:top-[calc(var(--sticky-top)+1rem)]"
      headingClassName="mb-3 text-xl font-bold text-forest-900"
    >
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t("cart.summary.arrival")}</dt>
          <dd className="font-semibold">{formatVisitDate(quote.visit.arrivalDate, language)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t("cart.summary.departure")}</dt>
          <dd className="font-semibold">{formatVisitDate(quote.visit.departureDate, language)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t("cart.summary.visitors")}</dt>
          <dd className="font-semibold">{quote.visit.numberOfPersons}</dd>
        </div>
      </dl>
      <SummaryTable
        quote={quote}
        amount={amount}
        total={<ChargedTotal pesos={quote.totalAmount} charge={{ currency, rate }} />}
        className="mt-3 w-full border-t border-sand-200 text-sm"
      />
      {currency === "USD" ? (
        <p className="mt-2 text-sm text-stone-700">
          {t("checkout.summary.rate", { rate: formatMoney(rate, "MXN") })}
        </p>
      ) : null}
      {unavailableReservation ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200"
        >
          {t("checkout.payment.unavailableLodging")}
        </p>
      ) : null}
      <CompletePurchaseButton disabled={completeDisabled} pressed={completePressed} />
    </TitledSection>
  );
}

/** The form's submit: pressed, it looks busy at once and stays focused (aria-disabled, not disabled). */
function CompletePurchaseButton({ disabled, pressed }: { disabled: boolean; pressed: Flag }) {
  const { t } = useTranslation();
  const busy = useFlag(pressed);
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-disabled={busy || undefined}
      className="mt-5 inline-flex h-12 w-full items-center justify-center rounded-full bg-forest-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-forest-800 disabled:cursor-not-allowed disabled:bg-stone-400 aria-disabled:cursor-progress aria-disabled:bg-stone-400"
    >
      {t("checkout.summary.complete")}
    </button>
  );
}
