import { formatMoney } from "@park/domain/money.ts";
import { sendableToServer } from "@park/domain/quote/create-on-server.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { chargedTotalText } from "../../quote/components/charged-total.tsx";
import { itemName } from "../../quote/item-name.ts";
import { usePaymentCharge } from "../../quote/payment-charge.ts";
import "../../../shared/i18n/commerce/drawer.ts";
import "../../../shared/i18n/commerce/quote.ts";

interface DrawerSummaryProps {
  draft: QuoteDraft;
  /** The server's quote of this draft, or null while it only exists here. */
  quote: QuoteDto | null;
  updating: boolean;
}

/** The quote's lines and total as the server priced them; the total is announced when it changes. */
export function DrawerSummary({ draft, quote, updating }: DrawerSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Opened over the payment page, it shows the currency the card will be charged in (issue 30 item 6).
  const charge = usePaymentCharge();
  const amount = (pesos: number) => formatMoney(pesos, charge.currency, charge.rate);
  const complete = sendableToServer(draft);
  let announcement: string;
  if (!complete) announcement = t("drawer.completeDetails");
  else if (updating || quote === null) announcement = t("drawer.updating");
  else announcement = t("drawer.totalLine", { amount: chargedTotalText(quote.totalAmount, charge) });

  return (
    <TitledSection
      id="drawer-summary-heading"
      heading={t("drawer.summary")}
      level={3}
      className="rounded-xl bg-sand-100 p-3"
      headingClassName="text-sm font-semibold text-forest-900"
    >
      {complete && quote !== null ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {quote.items.map((item) => (
            <li key={item.product.key} className="flex justify-between gap-2">
              <span>
                {item.quantity} × {itemName(item, language)}
              </span>
              <span className="tabular-nums">{amount(item.totalAmount)}</span>
            </li>
          ))}
          {quote.discountAmount > 0 ? (
            <li className="flex justify-between gap-2 text-forest-700">
              <span>{t("quote.discount")}</span>
              <span className="tabular-nums">−{amount(quote.discountAmount)}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {complete && quote?.error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {quote.error.message}
        </p>
      ) : null}
      <p
        aria-live="polite"
        aria-atomic="true"
        className={
          complete && !updating && quote !== null ? "mt-2 text-lg font-bold" : "mt-2 text-sm text-stone-700"
        }
      >
        {announcement}
      </p>
    </TitledSection>
  );
}
