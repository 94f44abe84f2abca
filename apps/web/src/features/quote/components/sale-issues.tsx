import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { SaleIssueCode } from "@park/domain/quote/sale-rules.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/quote.ts";

/**
 * Not repeated here: capacity and lost lodging have their own notices (the spec's texts), and an arrival
 * too soon is moved to the earliest arrival silently 2 s after start (000 §4: stale dates reset silently).
 */
const NOT_SHOWN: ReadonlySet<SaleIssueCode> = new Set([
  "capacity_full",
  "unavailable_lodging",
  "arrival_too_soon",
]);

/**
 * Why the server would not sell the quote now (QuoteDto.saleIssues), in the page's language: the reasons
 * the Pay and Continue buttons are disabled by.
 */
export function SaleIssues({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation();
  const shown = quote.saleIssues.filter((issue) => !NOT_SHOWN.has(issue.code));
  if (shown.length === 0) return null;
  return (
    <ul
      role="status"
      className="space-y-1 rounded-2xl bg-amber-50 px-5 py-3 text-amber-900 ring-1 ring-amber-200"
    >
      {shown.map((issue) => (
        <li key={issue.code}>{t(`quote.saleIssues.${issue.code}`)}</li>
      ))}
    </ul>
  );
}
