import { isButtonDisabled } from "@park/domain/quote/checkout-buttons.ts";
import { readyForServer } from "@park/domain/quote/create-on-server.ts";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePagePath } from "../../../shared/routing/page-link.tsx";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { checkoutButtonState } from "../../quote/checkout-button-state.ts";
import { Conditions3x2Dialog } from "../../quote/components/conditions-3x2-dialog.tsx";
import { SaleIssues } from "../../quote/components/sale-issues.tsx";
import { UnsavedChangeNotice } from "../../quote/components/unsaved-change-notice.tsx";
import { useConditions3x2 } from "../../quote/hooks/use-conditions-3x2.ts";
import { useHoldRenewal } from "../../quote/hooks/use-hold-renewal.ts";
import { useQuoteStore, useQuoteView } from "../../quote/hooks/use-quote-store.ts";
import { lodgingUnavailable } from "../../quote/lodging-unavailable.ts";
import type { CartParts } from "../cart-parts.ts";
import { type LodgingInfo, NO_LODGING_INFO } from "../lodging-info.ts";
import { CartItems } from "./cart-items.tsx";
import { CartNotices } from "./cart-notices.tsx";
import { EmptyCart } from "./empty-cart.tsx";
import { SummaryPanel } from "./summary-panel.tsx";
import { VisitDates } from "./visit-dates.tsx";
import "../../../shared/i18n/commerce/cart.ts";

function CartFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:pb-24">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900">{t("pages.shopping-cart")}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

function CartLoading() {
  const { t } = useTranslation();
  return (
    <CartFrame>
      <div role="status" aria-busy="true" className="space-y-3">
        <p className="text-stone-700">{t("cart.loading")}</p>
        <div className="h-20 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
        <div className="h-32 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
      </div>
    </CartFrame>
  );
}

/**
 * The shopping cart (000 §2): the visit's dates, its lines, notices and the summary with Continue to
 * payment. A visitor without a quote is sent to the homepage; one who emptied the cart gets Get prices.
 */
export function CartPage({ lodging = NO_LODGING_INFO, parts }: { lodging?: LodgingInfo; parts: CartParts }) {
  const { t } = useTranslation();
  const store = useQuoteStore();
  const view = useQuoteView();
  const { draft, today, quote } = view;
  // 000 §4 holds: while the visitor is here, the chosen units (and their price) stay held.
  useHoldRenewal(quote, view.clock);
  const conditions3x2 = useConditions3x2(quote);
  const pagePath = usePagePath();

  if (!view.ready || today === null) return <CartLoading />;
  if (draft === null || (draft.id === null && !readyForServer(draft))) {
    if (!view.cartEmpty) return <Navigate to={pagePath("/")} replace />;
    return (
      <CartFrame>
        <EmptyCart />
      </CartFrame>
    );
  }
  if (draft.id === null && (view.createRefusal !== null || view.unsaved)) {
    // The server did not create the quote: say why (its refusal, e.g. an arrival too soon) and offer it again.
    return (
      <CartFrame>
        <div role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-red-900 ring-1 ring-red-200">
          <p>{view.createRefusal ?? t("cart.loadError")}</p>
          <button
            type="button"
            onClick={() => store.retrySave()}
            className="mt-2 font-semibold underline underline-offset-2"
          >
            {t("cart.retry")}
          </button>
        </div>
      </CartFrame>
    );
  }
  // Being created, or waiting for the start's date check: the server's quote comes next.
  if (quote === null || quote.id !== draft.id) return <CartLoading />;
  if (quote.items.length === 0) {
    return (
      <CartFrame>
        {quote.error && (
          <p role="alert" className="mb-6 rounded-2xl bg-red-50 px-5 py-4 text-red-900 ring-1 ring-red-200">
            {quote.error.message}
          </p>
        )}
        <EmptyCart />
      </CartFrame>
    );
  }

  const lostUnits = lodging.lostUnits.length > 0;
  const continueDisabled = isButtonDisabled("continue_to_payment", checkoutButtonState(view, lostUnits));

  return (
    <CartFrame>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="space-y-6 pb-6">
          <VisitDates visit={draft.visit} />
          {view.unsaved ? <UnsavedChangeNotice onRetry={store.retrySave} /> : null}
          <SaleIssues quote={quote} />
          {/* The lines first, as 000 §2 lists them, so a phone shows the first one on arrival. */}
          <TitledSection
            id="cart-items"
            heading={t("cart.items.heading")}
            headingClassName="mb-3 text-xl font-bold text-forest-900"
          >
            <CartItems
              store={store}
              draft={draft}
              quote={quote}
              today={today}
              useActivityLines={parts.useActivityLines}
            />
          </TitledSection>
          <CartNotices draft={draft} quote={quote} capacityFull={view.capacityFull} lodging={lodging} />
          {parts.more({ store, quote, offer3x2: draft.offer3x2 })}
        </div>
        <SummaryPanel
          draft={draft}
          quote={quote}
          unavailableReservation={lodgingUnavailable(quote, lostUnits)}
          continueDisabled={continueDisabled}
          beforeContinue={conditions3x2.beforeContinue}
        />
      </div>
      <Conditions3x2Dialog
        open={conditions3x2.open}
        onAccept={conditions3x2.accept}
        onClose={conditions3x2.dismiss}
      />
    </CartFrame>
  );
}
