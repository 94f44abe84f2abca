import { type SummaryFile, summaryFileSchema } from "@park/domain/quote/quote-summary-dto.ts";
import { apiRequest } from "../../../shared/api/api-client.ts";

export type SummaryKind = "visit" | "activities";

/**
 * GET /api/ecommerce/quotes/{id}/summary (the whole visit) or .../activities/summary (activities only):
 * a PDF in the quote's language, as base64.
 */
export async function fetchQuoteSummary(quoteId: string, kind: SummaryKind): Promise<SummaryFile> {
  const base = `/api/ecommerce/quotes/${encodeURIComponent(quoteId)}`;
  const answer = await apiRequest(kind === "visit" ? `${base}/summary` : `${base}/activities/summary`);
  return summaryFileSchema.parse(answer);
}
