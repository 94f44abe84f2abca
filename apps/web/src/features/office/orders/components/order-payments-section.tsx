import type { Language } from "@park/domain/constants.ts";
import type { OfficeOrderDto, OrderPaymentDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatMinor } from "@park/domain/office-orders/refund-rules.ts";
import { formatInstant } from "../order-format.ts";
import type { OrdersTexts } from "../orders-texts.ts";

/** Every payment attempt with what was refunded of it, the refund button, and the refunds made. */
export function OrderPaymentsSection(props: {
  order: OfficeOrderDto;
  texts: OrdersTexts;
  language: Language;
  onRefund: (payment: OrderPaymentDto) => void;
}) {
  const { order, texts, language, onRefund } = props;
  return (
    <section aria-labelledby="order-payments" className="space-y-3">
      <h2 id="order-payments" className="text-xl font-semibold">
        {texts.paymentsTitle}
      </h2>
      {order.payments.length === 0 ? (
        <p>{texts.noPayments}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{texts.paymentsCaption}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="p-2">
                  {texts.amount}
                </th>
                <th scope="col" className="p-2">
                  {texts.rate}
                </th>
                <th scope="col" className="p-2">
                  {texts.paymentStatus}
                </th>
                <th scope="col" className="p-2">
                  {texts.card}
                </th>
                <th scope="col" className="p-2">
                  {texts.paidAt}
                </th>
                <th scope="col" className="p-2">
                  {texts.refunded}
                </th>
                <th scope="col" className="p-2">
                  {texts.refundable}
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">{texts.refund}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.id} className="border-b border-gray-200">
                  <td className="p-2">{formatMinor(payment.amount, payment.currency)}</td>
                  <td className="p-2">{payment.exchangeRate}</td>
                  <td className="p-2">
                    {texts.paymentStatuses[payment.status]}
                    {payment.failureCode ? ` (${payment.failureCode})` : ""}
                  </td>
                  <td className="p-2">
                    {payment.cardBrand ? `${payment.cardBrand} •••• ${payment.cardLast4 ?? ""}` : "—"}
                  </td>
                  <td className="p-2">{formatInstant(payment.paidAt, language)}</td>
                  <td className="p-2">{formatMinor(payment.refunded, payment.currency)}</td>
                  <td className="p-2">{formatMinor(payment.refundable, payment.currency)}</td>
                  <td className="p-2">
                    {payment.refundable > 0 && (
                      <button
                        type="button"
                        onClick={() => onRefund(payment)}
                        className="rounded border border-red-800 px-3 py-1 text-red-900 hover:bg-red-50"
                      >
                        {texts.refund}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className="text-lg font-semibold">{texts.refundsTitle}</h3>
      {order.refunds.length === 0 ? (
        <p>{texts.noRefunds}</p>
      ) : (
        <>
          <ul className="list-disc pl-6">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {formatMinor(refund.amount, refund.currency)} · {formatInstant(refund.createdAt, language)} ·{" "}
                {texts.by} {refund.staffName ?? "—"} · {texts.providerId}{" "}
                <code>{refund.providerRefundId}</code>
              </li>
            ))}
          </ul>
          <p className="font-medium">
            {texts.refundedTotal}:{" "}
            {order.refundedTotals.map((total) => formatMinor(total.amount, total.currency)).join(" + ")}
          </p>
        </>
      )}
    </section>
  );
}
