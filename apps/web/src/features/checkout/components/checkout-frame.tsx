import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TermsNotice } from "./terms-notice.tsx";
import "../../../shared/i18n/commerce/checkout.ts";

/** The payment page's title and column, around its loading state and its form alike. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900">{t("pages.contact-payment")}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/**
 * The terms notice needs no quote: it shows at once, where the loaded page has it (in the HTML the server
 * sends, decision 0057), and the rest of the page waits beside it.
 */
export function CheckoutLoading() {
  const { t } = useTranslation();
  return (
    <CheckoutFrame>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="space-y-6 pb-6">
          <TermsNotice />
          <div role="status" aria-busy="true" className="space-y-3">
            <p className="text-stone-700">{t("checkout.loading")}</p>
            <div className="h-40 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
          </div>
        </div>
      </div>
    </CheckoutFrame>
  );
}
