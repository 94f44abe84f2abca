import type { Language } from "@park/domain/constants.ts";
import type { OfficeOrderDto } from "@park/domain/office-orders/office-order-dto.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatInstant } from "../order-format.ts";

/** The confirmation e-mails of the order (from the outbox) and the resend button. */
export function OrderEmailsSection(props: {
  order: OfficeOrderDto;
  t: TFunction;
  language: Language;
  busy: boolean;
  onResend: (() => void) | null;
  /** The button's words: the confirmation, or the OXXO voucher's or SPEI transfer's instructions while it waits. */
  resendLabel: string;
}) {
  const { order, t, language, busy, onResend, resendLabel } = props;
  return (
    <section aria-labelledby="order-emails" className="space-y-3">
      <h2 id="order-emails" className="text-xl font-semibold">
        {t("office.orders.emailsTitle")}
      </h2>
      {order.emails.length === 0 ? (
        <p>{t("office.orders.noEmails")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left" data-testid="order-emails">
            <caption className="sr-only">{t("office.orders.emailsCaption")}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="p-2">
                  {t("office.orders.recipient")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.origin")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.emailStatus")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.queuedAt")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.sentAt")}
                </th>
                <th scope="col" className="p-2">
                  {t("office.orders.lastError")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.emails.map((email) => (
                <tr key={email.id} className="border-b border-gray-200">
                  <td className="p-2">{email.recipient}</td>
                  <td className="p-2">
                    {t(`office.orders.emailKinds.${email.kind}`)} ·{" "}
                    {email.resend ? t("office.orders.origins.resend") : t("office.orders.origins.sale")}
                  </td>
                  <td className="p-2">{t(`office.orders.emailStatuses.${email.status}`)}</td>
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
          {busy ? t("office.orders.resending") : resendLabel}
        </button>
      )}
    </section>
  );
}
