import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { fetchQuoteSummary, type SummaryKind } from "../api/quote-summary.ts";
import { downloadBase64File } from "../download-file.ts";
import type { QuoteStore } from "../quote-store.ts";
import "../../../shared/i18n/commerce/cart.ts";

const ERROR_KEYS: Record<SummaryKind, string> = {
  visit: "cart.print.visitError",
  activities: "cart.print.activitiesError",
};

/** Runs a download as part of the quote in progress, so that its buttons wait for it (the cart's Continue). */
export type DownloadTracking = QuoteStore["trackRemoteActivity"];

const untracked: DownloadTracking = (call) => call();

/**
 * The print-summary downloads; one at a time, and the buttons wait while one is running. The cart's quote is
 * the one in progress, so its store tracks the download; the order page's is paid and holds nothing back,
 * so it loads no quote store for it.
 */
export function useSummaryDownload(quoteId: string, track: DownloadTracking = untracked) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<SummaryKind | null>(null);

  async function download(kind: SummaryKind): Promise<void> {
    if (downloading !== null) return;
    setDownloading(kind);
    try {
      await downloadBase64File(await track(() => fetchQuoteSummary(quoteId, kind)));
    } catch {
      pushNotification(t(ERROR_KEYS[kind]), "error");
    } finally {
      setDownloading(null);
    }
  }

  return { downloading, download };
}
