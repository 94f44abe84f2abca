import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { SummaryKind } from "../api/quote-summary.ts";
import { type DownloadTracking, useSummaryDownload } from "../hooks/use-summary-download.ts";
import "../../../shared/i18n/commerce/cart.ts";

interface PrintSummaryProps {
  quoteId: string;
  hasActivities: boolean;
  /** How the quote in progress waits for a download (use-summary-download.ts); none on a paid order. */
  track?: DownloadTracking;
}

const button =
  "inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-50";

/** The visit's summary first; the activities' one only when the quote has activities. */
const SUMMARIES: readonly SummaryKind[] = ["visit", "activities"];

/** Print-summary downloads: the visit's PDF and, when the quote has activities, the activities' PDF. */
export function PrintSummary({ quoteId, hasActivities, track }: PrintSummaryProps) {
  const { t } = useTranslation();
  const { downloading, download } = useSummaryDownload(quoteId, track);
  return (
    <div className="flex flex-wrap gap-2" aria-busy={downloading !== null || undefined}>
      {(hasActivities ? SUMMARIES : SUMMARIES.slice(0, 1)).map((summary) => (
        <button
          key={summary}
          type="button"
          className={button}
          disabled={downloading !== null}
          onClick={() => void download(summary)}
        >
          {downloading === summary ? t("cart.print.downloading") : t(`cart.print.${summary}`)}
        </button>
      ))}
    </div>
  );
}
