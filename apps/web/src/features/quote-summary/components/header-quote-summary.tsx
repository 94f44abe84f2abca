import { ARRIVAL_WINDOWS } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { isButtonDisabled } from "@park/domain/quote/checkout-buttons.ts";
import { useEffect, useRef } from "react";
import { useMatches, useNavigate } from "react-router";
import { withQueryClient } from "../../../shared/api/query-provider.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openQuoteDrawer } from "../../../shared/overlays/overlay-requests.ts";
import { checkoutButtonState } from "../../quote/checkout-button-state.ts";
import { ArrivalTimeIcon } from "../../quote/components/arrival-time-icon.tsx";
import { ChargedTotal } from "../../quote/components/charged-total.tsx";
import { useQuoteView } from "../../quote/hooks/use-quote-store.ts";
import { usePaymentCharge } from "../../quote/payment-charge.ts";
import { formatVisitDate } from "../../quote/visit-format.ts";
import { releaseQuoteBarRoom, rememberQuoteBarRoom } from "../quote-bar-room.ts";
import "../../../shared/i18n/commerce/drawer.ts";
import "../../../shared/i18n/commerce/quote.ts";

const buttonClass = "h-9 rounded-full px-4 text-sm font-semibold";

/**
 * The header's quote summary (000 §2): dates, arrival-time icon, visitors, total, Edit and Pay. Shown once
 * the quote exists on the server (it has a total).
 */
function HeaderQuoteSummary() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const routeName = useMatches().at(-1)?.id ?? "";
  const view = useQuoteView();
  // On the payment page, the currency the card will be charged in (issue 30 item 6).
  const charge = usePaymentCharge();
  const { draft, quote } = view;
  const bar = useRef<HTMLElement>(null);
  const shown = draft !== null && draft.id !== null && quote !== null;
  const never = view.ready && (draft === null || draft.id === null);
  useEffect(() => {
    const element = bar.current;
    if (never) releaseQuoteBarRoom();
    if (!shown || element === null) return;
    releaseQuoteBarRoom();
    rememberQuoteBarRoom(element.offsetHeight);
    // Its height changes with the screen's width and the texts' language.
    const observer =
      typeof ResizeObserver === "undefined"
        ? undefined
        : new ResizeObserver(() => rememberQuoteBarRoom(element.offsetHeight));
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [shown, never]);
  if (!shown) return null;

  // The server's visit beside the server's total: a change on its way shows here once it is priced.
  const { visit } = quote;
  const { arrivalTime } = visit;
  const arrivalWindow = ARRIVAL_WINDOWS[arrivalTime];
  const departure = visit.departureDate;
  const payShown = routeName !== "shopping-cart" && routeName !== "contact-payment";
  const payDisabled = isButtonDisabled("pay", checkoutButtonState(view));

  return (
    <section ref={bar} aria-label={t("quote.summaryLabel")} className="border-t border-sand-200 bg-forest-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-3 py-2 text-sm sm:px-6">
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <div className="flex gap-1">
            <dt className="text-stone-600">{t("quote.arrival")}</dt>
            <dd className="font-semibold">{formatVisitDate(visit.arrivalDate, language)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-stone-600">{t("quote.departure")}</dt>
            <dd className="font-semibold">{formatVisitDate(departure, language)}</dd>
          </div>
          <div className="flex items-center">
            <dt className="sr-only">{t("drawer.arrivalTime")}</dt>
            <dd>
              <span
                role="img"
                aria-label={t(`quote.arrivalTime.${arrivalTime}`, {
                  from: formatClock(arrivalWindow.from),
                  to: formatClock(arrivalWindow.to),
                })}
                className="inline-flex text-forest-800"
              >
                <ArrivalTimeIcon arrivalTime={arrivalTime} />
              </span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t("drawer.persons")}</dt>
            <dd>{t("quote.visitors", { count: visit.numberOfPersons })}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-stone-600">{t("quote.total")}</dt>
            <dd className="font-bold tabular-nums">
              <ChargedTotal pesos={quote.totalAmount} charge={charge} />
            </dd>
          </div>
        </dl>
        <div className="ms-auto flex gap-2">
          <button
            type="button"
            aria-label={t("quote.editLabel")}
            // Edit opens the drawer on the visit's details (step 2) rather than on the stay types.
            onClick={() => openQuoteDrawer("details")}
            className={`${buttonClass} border border-forest-700 text-forest-800 hover:bg-white`}
          >
            {t("quote.edit")}
          </button>
          {payShown ? (
            <button
              type="button"
              disabled={payDisabled}
              onClick={() => void navigate("/cart")}
              className={`${buttonClass} bg-forest-700 text-white hover:bg-forest-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600`}
            >
              {t("quote.pay")}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

// Loaded lazily, with TanStack Query: see query-provider.tsx.
export default withQueryClient(HeaderQuoteSummary);
