import { formatMoney } from "@park/domain/money.ts";
import { ACTIVITY_ITEM_KEYS, type ItemKey } from "@park/domain/pricing/item-keys.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ChevronDownIcon } from "../../../shared/ui/icons.tsx";
import { useMinWidth } from "../../../shared/ui/use-min-width.ts";
import { PrintSummary } from "../../quote/components/print-summary.tsx";
import { useQuoteStore } from "../../quote/hooks/use-quote-store.ts";
import { ContinueButton } from "./continue-button.tsx";
import { SummaryDetails } from "./summary-details.tsx";
import "../../../shared/i18n/commerce/cart.ts";

interface SummaryPanelProps {
  draft: QuoteDraft;
  quote: QuoteDto;
  unavailableReservation: boolean;
  continueDisabled: boolean;
  beforeContinue: (proceed: () => void) => void;
}

const ACTIVITY_KEYS: ReadonlySet<ItemKey> = new Set(ACTIVITY_ITEM_KEYS);

/**
 * The summary: a card beside the lines on wide screens; on phones a bar fixed to the bottom of the page
 * with the total, Continue and a show/hide toggle that unfolds the same details (000 §2).
 */
export function SummaryPanel({
  draft,
  quote,
  unavailableReservation,
  continueDisabled,
  beforeContinue,
}: SummaryPanelProps) {
  const { t } = useTranslation();
  const store = useQuoteStore();
  // The summary is a side card from the `lg` breakpoint (1024 px); below it, a collapsible bar.
  const desktop = useMinWidth(1024, true);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const bar = useRef<HTMLDivElement>(null);

  // The unfolded bar can be taller than the room left under the page's top: bring its end (Print and
  // Continue) into view, as the visitor opened it to act on them.
  useEffect(() => {
    if (!open) return;
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    // After the unfolded details have their final size (laid out in the next frame).
    const frame = requestAnimationFrame(() =>
      bar.current?.scrollIntoView({ block: "end", behavior: smooth ? "smooth" : "auto" }),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const details = (
    <SummaryDetails draft={draft} quote={quote} unavailableReservation={unavailableReservation} />
  );
  const print = (
    <PrintSummary
      quoteId={quote.id}
      track={store.trackRemoteActivity}
      hasActivities={quote.items.some((item) => ACTIVITY_KEYS.has(item.product.key))}
    />
  );

  if (desktop) {
    return (
      <aside
        aria-labelledby="cart-summary"
        // Below the sticky header bars, whatever their height (--sticky-top, set by the header).
        className="sticky top-[calc(var(--sticky-top)+1rem)] scroll-mt-[calc(var(--sticky-top)+1rem)] rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
      >
        <h2 id="cart-summary" className="mb-4 text-xl font-bold text-forest-900">
          {t("cart.summary.heading")}
        </h2>
        {details}
        <div className="mt-5 space-y-3">
          <ContinueButton disabled={continueDisabled} beforeContinue={beforeContinue} />
          {print}
        </div>
      </aside>
    );
  }

  // A disclosure (WAI): the button says whether the details are shown and which element they are; closed,
  // they are not in the page. Plain elements rather than Radix's Collapsible, whose presence logic forced a
  // style pass in the cart's first render on a phone.
  return (
    <div
      ref={bar}
      className="sticky bottom-0 z-20 -mx-4 border-t border-sand-200 bg-white px-4 pt-2 pb-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <section aria-labelledby="cart-summary">
        <div className="flex items-center justify-between gap-3">
          <h2 id="cart-summary" className="text-base font-bold whitespace-nowrap text-forest-900">
            {t("cart.summary.heading")}
            <span className="ms-2 font-semibold tabular-nums">{formatMoney(quote.totalAmount, "MXN")}</span>
          </h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-forest-800 ring-1 ring-forest-700"
          >
            {open ? t("cart.summary.hide") : t("cart.summary.show")}
            <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
          </button>
        </div>
        {/* Only the details scroll; Print stays with Continue at the bar's end, above the WhatsApp button. */}
        {open ? (
          <div id={contentId} className="mt-3">
            <div className="max-h-[45vh] overflow-y-auto">{details}</div>
            <div className="mt-3">{print}</div>
          </div>
        ) : null}
        <div className="mt-2">
          <ContinueButton disabled={continueDisabled} beforeContinue={beforeContinue} />
        </div>
      </section>
    </div>
  );
}
