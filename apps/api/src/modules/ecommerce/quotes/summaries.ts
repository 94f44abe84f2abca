import { renderSummaryPdf } from "../../../infra/pdf/summary-pdf.ts";
import { visitCodeQrPng } from "../../../infra/qr/visit-code-qr.ts";
import type { QuotesService } from "./service.ts";
import { activitiesSummaryDocument, summaryFileName, visitSummaryDocument } from "./summary-document.ts";

export type SummaryFile = { fileName: string; contentType: "application/pdf"; base64: string };

export type QuoteSummaries = ReturnType<typeof createQuoteSummaries>;

/** The printable summaries of a quote, as the quote is priced now, in the quote's language. */
export function createQuoteSummaries(deps: { quotes: QuotesService }) {
  const { quotes } = deps;
  return {
    async summary(id: string, kind: "visit" | "activities"): Promise<SummaryFile> {
      const quote = await quotes.get(id);
      // A paid visit's summary carries the QR the gate scans, like the confirmation page and e-mail.
      const qr = kind === "visit" && quote.status === "PAID" ? await visitCodeQrPng(quote.code) : undefined;
      const document = kind === "visit" ? visitSummaryDocument(quote, qr) : activitiesSummaryDocument(quote);
      const pdf = await renderSummaryPdf(document);
      return {
        fileName: summaryFileName(quote, kind),
        contentType: "application/pdf",
        base64: pdf.toString("base64"),
      };
    },
  };
}
