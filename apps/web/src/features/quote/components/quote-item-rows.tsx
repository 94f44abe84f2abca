import type { QuoteItemDto } from "@park/domain/quote/quote-dto.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { itemName } from "../item-name.ts";
import "../../../shared/i18n/commerce/lines.ts";

/**
 * The quote's lines as table rows (000 §2 Summary card: quantity x unit price, ATV hours, line total), the same
 * on the cart, the payment page and the confirmation; `amount` writes a server amount in the currency shown.
 */
export function QuoteItemRows({
  items,
  amount,
  rowClassName = "",
  discount,
}: {
  items: readonly QuoteItemDto[];
  amount: (pesos: number) => string;
  rowClassName?: string;
  /** The discount's row after the lines, when there is one (`pesos` above 0). */
  discount: { label: string; pesos: number };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = items.map((item) => (
    <tr key={item.product.key} className={`align-top ${rowClassName}`}>
      <th scope="row" className="py-2 pe-3 text-start font-normal">
        <span className="block font-semibold text-forest-900">{itemName(item, language)}</span>
        <span className="text-stone-700">
          {item.hours === null
            ? t("lines.row", { quantity: item.quantity, price: amount(item.price) })
            : t("lines.rowHours", {
                quantity: item.quantity,
                price: amount(item.price),
                hours: item.hours,
              })}
        </span>
      </th>
      <td className="py-2 text-end font-semibold">{amount(item.totalAmount)}</td>
    </tr>
  ));
  return (
    <>
      {rows}
      {discount.pesos > 0 && (
        <tr>
          <th scope="row" className="py-2 text-start font-semibold text-forest-700">
            {discount.label}
          </th>
          <td className="py-2 text-end font-semibold text-forest-700">−{amount(discount.pesos)}</td>
        </tr>
      )}
    </>
  );
}

/** The rows' column headings (and the table's caption), for screen readers only: the rows say what they are. */
export function QuoteRowsHead({
  caption,
  product,
  amount,
}: {
  caption?: string;
  product: string;
  amount: string;
}) {
  return (
    <>
      {caption !== undefined && <caption className="sr-only">{caption}</caption>}
      <thead className="sr-only">
        <tr>
          <th scope="col">{product}</th>
          <th scope="col">{amount}</th>
        </tr>
      </thead>
    </>
  );
}
