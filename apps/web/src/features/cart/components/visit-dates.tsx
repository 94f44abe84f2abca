import type { QuoteVisit } from "@park/domain/quote/quote-draft.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openQuoteDrawer } from "../../../shared/overlays/overlay-requests.ts";
import { ArrivalTimeIcon } from "../../quote/components/arrival-time-icon.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import "../../../shared/i18n/commerce/cart.ts";

/** Arrival and departure of the visit, with the edit-visit link that opens the quote drawer on its details. */
export function VisitDates({ visit }: { visit: QuoteVisit }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
            {t("cart.visit.arrival")}
          </dt>
          <dd className="flex items-center gap-1.5 font-semibold text-forest-900">
            {formatVisitDate(visit.arrivalDate, language)}
            {visit.arrivalTime && <ArrivalTimeIcon arrivalTime={visit.arrivalTime} className="h-4 w-4" />}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
            {t("cart.visit.departure")}
          </dt>
          <dd className="font-semibold text-forest-900">
            {visit.departureDate ? formatVisitDate(visit.departureDate, language) : "—"}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={() => openQuoteDrawer()}
        className="ms-auto inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50"
      >
        {t("cart.visit.edit")}
      </button>
    </div>
  );
}
