import { ARRIVAL_WINDOWS } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { formatMoney } from "@park/domain/money.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import { quoteHasLodging } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { SummaryTable } from "../../quote/components/summary-table.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import { formatPesos } from "../format-pesos.ts";
import { summaryCounts } from "../summary-counts.ts";
import "../../../shared/i18n/commerce/cart.ts";

interface SummaryDetailsProps {
  draft: QuoteDraft;
  quote: QuoteDto;
  /** A chosen unit or the quote's lodging is no longer available. */
  unavailableReservation: boolean;
}

const CURRENCY = "MXN";

/**
 * The contents of the summary card (000 §2 Summary card): counts, arrival with its time window, departure
 * with its deadline, one row per line, discount, total with the currency code and the unavailable warning.
 */
export function SummaryDetails({ draft, quote, unavailableReservation }: SummaryDetailsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = summaryCounts(quote);
  const arrivalWindow = ARRIVAL_WINDOWS[quote.visit.arrivalTime];
  const lodging = quoteHasLodging(draft);

  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t("cart.summary.days")}</dt>
        <dd className="text-end font-semibold">{counts.days}</dd>
        <dt>{t("cart.summary.nights")}</dt>
        <dd className="text-end font-semibold">{counts.nights}</dd>
        <dt>{t("cart.summary.visitors")}</dt>
        <dd className="text-end font-semibold">{counts.visitors}</dd>
        {counts.products.map((product) => (
          <div key={product.key} className="contents">
            <dt>{product.name}</dt>
            <dd className="text-end font-semibold">
              {product.hours === null
                ? product.quantity
                : t("cart.summary.quantityHours", { quantity: product.quantity, hours: product.hours })}
            </dd>
          </div>
        ))}
      </dl>

      <dl className="space-y-2 border-t border-sand-200 pt-3">
        <div>
          <dt className="font-semibold text-forest-900">{t("cart.summary.arrival")}</dt>
          <dd>
            {formatVisitDate(quote.visit.arrivalDate, language)} ·{" "}
            {t("cart.summary.window", {
              from: formatClock(arrivalWindow.from),
              to: formatClock(arrivalWindow.to),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-forest-900">{t("cart.summary.departure")}</dt>
          <dd>
            {formatVisitDate(quote.visit.departureDate, language)} ·{" "}
            {lodging ? t("cart.summary.beforeNoon") : t("cart.summary.beforeSix")}
          </dd>
        </div>
      </dl>

      <SummaryTable
        quote={quote}
        amount={formatPesos}
        total={formatMoney(quote.totalAmount, CURRENCY)}
        className="w-full border-t border-sand-200"
      />

      {unavailableReservation && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-900 ring-1 ring-red-200"
        >
          {t("cart.summary.unavailableReservation")}
        </p>
      )}
    </div>
  );
}
