import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { QuoteItemRows, QuoteRowsHead } from "./quote-item-rows.tsx";
import "../../../shared/i18n/commerce/cart.ts";

/**
 * The summary card's table (000 §2), the same on the cart and the payment page: each line, the discount named
 * for what gave it (the code, the 3x2 offer), and the total as the page shows it.
 */
export function SummaryTable({
  quote,
  amount,
  total,
  className,
}: {
  quote: QuoteDto;
  amount: (pesos: number) => string;
  total: ReactNode;
  className: string;
}) {
  const { t } = useTranslation();
  // The applied code and the 3x2 offer exclude each other.
  const discountLabel = quote.promotion
    ? t("cart.summary.discountCode", { code: quote.promotion.code })
    : quote.offer3x2
      ? t("cart.summary.discount3x2")
      : t("cart.summary.discount");
  return (
    <table className={className}>
      <QuoteRowsHead
        caption={t("cart.summary.rowsCaption")}
        product={t("cart.summary.product")}
        amount={t("cart.summary.lineTotal")}
      />
      <tbody>
        <QuoteItemRows
          items={quote.items}
          amount={amount}
          discount={{ label: discountLabel, pesos: quote.discountAmount }}
        />
      </tbody>
      <tfoot>
        <tr className="border-t border-sand-200">
          <th scope="row" className="pt-3 text-start text-base font-bold text-forest-900">
            {t("cart.summary.total")}
          </th>
          <td className="pt-3 text-end text-lg font-bold text-forest-900">{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
