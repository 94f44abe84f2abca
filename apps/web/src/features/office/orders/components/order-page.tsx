import type { OfficeOrderDto, OrderPaymentDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatMinor } from "@park/domain/office-orders/refund-rules.ts";
import { useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../../../shared/api/api-error.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import { useOrder, useRefundPayment, useResendConfirmation } from "../hooks/use-orders.ts";
import { OrderEmailsSection } from "./order-emails-section.tsx";
import { OrderPaymentsSection } from "./order-payments-section.tsx";
import { OrderBuyerSection, OrderVisitSection } from "./order-visit-section.tsx";
import { RefundDialog } from "./refund-dialog.tsx";

type Notice = { kind: "ok" | "error"; text: string } | null;

/** /office/orders/:id (front desk): everything about one order, its refunds and the confirmation resend. */
export default function OrderPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const order = useOrder(id);
  // The writes name the order as the API gave it.
  const orderId = order.data?.quote.id ?? id;
  const resend = useResendConfirmation(orderId);
  const refund = useRefundPayment(orderId);
  const [notice, setNotice] = useState<Notice>(null);
  const [refunding, setRefunding] = useState<OrderPaymentDto | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  function resendConfirmation() {
    setNotice(null);
    resend.mutate(crypto.randomUUID(), {
      onSuccess: (email) =>
        setNotice({ kind: "ok", text: t("office.orders.resendDone", { email: email.recipient }) }),
      onError: (error) => setNotice({ kind: "error", text: errorMessage(error) }),
    });
  }

  function refundPayment(request: { paymentId: string; amount: number; requestId: string }) {
    // On an error the dialog stays on its confirmation with the same request id: trying again cannot refund twice.
    refund.mutate(request, {
      onSuccess: (made) => {
        setRefunding(null);
        setNotice({
          kind: "ok",
          text: t("office.orders.refundDone", { amount: formatMinor(made.amount, made.currency) }),
        });
        heading.current?.focus();
      },
    });
  }

  // A retry after a refusal shows the wait again, as the first read did.
  if (order.isPending || (order.isError && order.isFetching)) {
    return (
      <p aria-live="polite" className="p-4">
        {t("office.orders.loading")}
      </p>
    );
  }
  if (order.isError) {
    return (
      <div role="alert" className="space-y-2 rounded border border-red-700 bg-red-50 p-4 text-red-900">
        <p>{errorMessage(order.error)}</p>
        <button type="button" onClick={() => void order.refetch()} className="underline">
          {t("office.shell.retry")}
        </button>{" "}
        <Link to="/office/orders" className="underline">
          {t("office.orders.backToSearch")}
        </Link>
      </div>
    );
  }

  const shown: OfficeOrderDto = order.data;
  return (
    <div className="space-y-6">
      <Link to="/office/orders" className="text-blue-800 underline">
        {t("office.orders.backToSearch")}
      </Link>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        {t("office.orders.orderTitle", { code: shown.quote.code })}{" "}
        <span className="text-base font-normal">
          ({t(`office.orders.quoteStatus.${shown.quote.status}`)})
        </span>
      </h1>
      <div aria-live="polite" className="min-h-6">
        {notice && <p className={notice.kind === "ok" ? "text-green-900" : "text-red-800"}>{notice.text}</p>}
      </div>
      <OrderVisitSection order={shown} t={t} language={language} />
      <OrderBuyerSection order={shown} t={t} />
      <OrderPaymentsSection
        order={shown}
        t={t}
        language={language}
        onRefund={(payment) => {
          refund.reset();
          setRefunding(payment);
        }}
      />
      <OrderEmailsSection
        order={shown}
        t={t}
        language={language}
        busy={resend.isPending}
        onResend={
          (shown.quote.status === "PAID" || shown.quote.awaitingPayment) && shown.contact
            ? resendConfirmation
            : null
        }
        resendLabel={t(shown.quote.awaitingPayment ? "office.orders.resendVoucher" : "office.orders.resend")}
      />
      <AuditTrail entityType="order" entityId={shown.quote.id} />
      {refunding && (
        <RefundDialog
          payment={refunding}
          t={t}
          busy={refund.isPending}
          error={refund.error ? errorMessage(refund.error) : null}
          onRefund={refundPayment}
          onClose={() => setRefunding(null)}
        />
      )}
    </div>
  );
}
