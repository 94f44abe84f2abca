import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { PrintSummary } from "../../quote/components/print-summary.tsx";
import { orderPageUrl, whatsappShareUrl } from "../share-link.ts";
import "../../../shared/i18n/commerce/order.ts";

export interface OrderActionsProps {
  quoteId: string;
  code: string;
  hasActivities: boolean;
}

const action =
  "inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50";

/** Keep the visit: the summary PDFs (the quote core's print-summary downloads), the print view and a WhatsApp share. */
export function OrderActions({ quoteId, code, hasActivities }: OrderActionsProps) {
  const { t } = useTranslation();
  const shareText = t("order.actions.shareText", { code, url: orderPageUrl(window.location.origin, code) });
  return (
    <TitledSection
      id="order-actions"
      heading={t("order.actions.heading")}
      className="print:hidden"
      look="unseen"
    >
      <div className="flex flex-wrap gap-2">
        <PrintSummary quoteId={quoteId} hasActivities={hasActivities} />
        <button type="button" className={action} onClick={() => window.print()}>
          {t("order.actions.print")}
        </button>
        <a className={action} href={whatsappShareUrl(shareText)} target="_blank" rel="noopener noreferrer">
          {t("order.actions.whatsapp")}
          <span className="sr-only"> {t("order.actions.newTab")}</span>
        </a>
      </div>
    </TitledSection>
  );
}
