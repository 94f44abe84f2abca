import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useSummaryDownload } from "../hooks/use-summary-download.ts";

interface PrintSummaryProps {
  quoteId: string;
  hasActivities: boolean;
}

const button =
  "inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-50";

/** Print-summary downloads: the visit's PDF and, when the quote has activities, the activities' PDF. */
export function PrintSummary({ quoteId, hasActivities }: PrintSummaryProps) {
  const { t } = useTranslation();
  const { downloading, download } = useSummaryDownload(quoteId);
  return (
    <div className="flex flex-wrap gap-2" aria-busy={downloading !== null || undefined}>
      <button
        type="button"
        className={button}
        disabled={downloading !== null}
        onClick={() => void download("visit")}
      >
        {downloading === "visit" ? t("cart.print.downloading") : t("cart.print.visit")}
      </button>
      {hasActivities && (
        <button
          type="button"
          className={button}
          disabled={downloading !== null}
          onClick={() => void download("activities")}
        >
          {downloading === "activities" ? t("cart.print.downloading") : t("cart.print.activities")}
        </button>
      )}
    </div>
  );
}
