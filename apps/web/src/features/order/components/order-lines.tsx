import { formatMoney } from "@park/domain/money.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { QuoteItemRows, QuoteRowsHead } from "../../quote/components/quote-item-rows.tsx";
import type { OrderDto } from "../api/order-api.ts";
import { chargedTotal, orderMoney } from "../order-money.ts";
import "../../../shared/i18n/commerce/order.ts";

/**
 * What was bought, line by line, and the total in the currency the card was charged in; a visit waiting for
 * its cash payment shows the total to pay.
 */
export function OrderLines({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const money = orderMoney(order);
  const payment = order.payment;

  return (
    <TitledSection id="order-lines" heading={t("order.lines.heading")} look="card">
      <table className="mt-2 w-full text-sm">
        <QuoteRowsHead product={t("order.lines.product")} amount={t("order.lines.amount")} />
        <tbody>
          <QuoteItemRows
            items={order.items}
            amount={money}
            rowClassName="border-b border-sand-100"
            discount={{ label: t("order.lines.discount"), pesos: order.discountAmount }}
          />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-start text-base font-bold text-forest-900">
              {t(payment ? "order.lines.totalPaid" : "order.lines.totalDue")}
            </th>
            <td className="pt-3 text-end text-lg font-bold text-forest-900">{chargedTotal(order)}</td>
          </tr>
        </tfoot>
      </table>
      {payment && payment.method !== "card" && (
        <p className="mt-3 text-sm text-stone-700">
          {t(payment.method === "oxxo" ? "order.lines.paidCash" : "order.lines.paidTransfer")}
        </p>
      )}
      {payment && payment.currency !== "MXN" && (
        <p className="mt-3 text-sm text-stone-700">
          {t("order.lines.exchangeRate", {
            rate: formatMoney(payment.exchangeRate),
            currency: payment.currency,
            pesos: formatMoney(order.totalAmount),
          })}
        </p>
      )}
    </TitledSection>
  );
}
