import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { fetchQuoteSummary, type SummaryKind } from "../api/quote-summary.ts";
import { downloadBase64File } from "../download-file.ts";
import { useQuoteStore } from "./use-quote-store.ts";
import "../../../shared/i18n/commerce/cart.ts";

const ERROR_KEYS: Record<SummaryKind, string> = {
  visit: "cart.print.visitError",
  activities: "cart.print.activitiesError",
};

/** The print-summary downloads; one at a time, and the buttons wait while one is running. */
export function useSummaryDownload(quoteId: string) {
  const { t } = useTranslation();
  const store = useQuoteStore();
  const [downloading, setDownloading] = useState<SummaryKind | null>(null);

  async function download(kind: SummaryKind): Promise<void> {
    if (downloading !== null) return;
    setDownloading(kind);
    try {
      await downloadBase64File(await store.trackRemoteActivity(() => fetchQuoteSummary(quoteId, kind)));
    } catch {
      pushNotification(t(ERROR_KEYS[kind]), "error");
    } finally {
      setDownloading(null);
    }
  }

  return { downloading, download };
}
