import type { Language } from "@park/domain/constants.ts";
import type { OfficeOrderDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatInstant } from "../order-format.ts";
import type { OrdersTexts } from "../orders-texts.ts";

/** The confirmation e-mails of the order (from the outbox) and the resend button. */
export function OrderEmailsSection(props: {
  order: OfficeOrderDto;
  texts: OrdersTexts;
  language: Language;
  busy: boolean;
  onResend: (() => void) | null;
}) {
  const { order, texts, language, busy, onResend } = props;
  return (
    <section aria-labelledby="order-emails" className="space-y-3">
      <h2 id="order-emails" className="text-xl font-semibold">
        {texts.emailsTitle}
      </h2>
      {order.emails.length === 0 ? (
        <p>{texts.noEmails}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left" data-testid="order-emails">
            <caption className="sr-only">{texts.emailsCaption}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="p-2">
                  {texts.recipient}
                </th>
                <th scope="col" className="p-2">
                  {texts.origin}
                </th>
                <th scope="col" className="p-2">
                  {texts.emailStatus}
                </th>
                <th scope="col" className="p-2">
                  {texts.queuedAt}
                </th>
                <th scope="col" className="p-2">
                  {texts.sentAt}
                </th>
                <th scope="col" className="p-2">
                  {texts.lastError}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.emails.map((email) => (
                <tr key={email.id} className="border-b border-gray-200">
                  <td className="p-2">{email.recipient}</td>
                  <td className="p-2">{email.resend ? texts.origins.resend : texts.origins.sale}</td>
                  <td className="p-2">{texts.emailStatuses[email.status]}</td>
                  <td className="p-2">{formatInstant(email.createdAt, language)}</td>
                  <td className="p-2">{formatInstant(email.sentAt, language)}</td>
                  <td className="p-2">{email.lastError ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {onResend && (
        <button
          type="button"
          disabled={busy}
          onClick={onResend}
          className="rounded bg-blue-800 px-4 py-1.5 font-medium text-white hover:bg-blue-900 disabled:opacity-50"
        >
          {busy ? texts.resending : texts.resend}
        </button>
      )}
    </section>
  );
}
