import type { OfficeOrderDto, OrderPaymentDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatMinor } from "@park/domain/office-orders/refund-rules.ts";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { AuditTrail } from "../shell/audit-trail.tsx";
import { OrderEmailsSection } from "./order-emails-section.tsx";
import { OrderPaymentsSection } from "./order-payments-section.tsx";
import { OrderBuyerSection, OrderVisitSection } from "./order-visit-section.tsx";
import { fetchOrder, refundPayment, resendConfirmation } from "./orders-calls.ts";
import { ORDERS_TEXTS } from "./orders-texts.ts";
import { RefundDialog } from "./refund-dialog.tsx";

type Load =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; order: OfficeOrderDto };
type Notice = { kind: "ok" | "error"; text: string } | null;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /office/orders/:id (front desk): everything about one order, its refunds and the confirmation resend. */
export default function OrderPage() {
  const language = useLanguage();
  const texts = ORDERS_TEXTS[language];
  const { id = "" } = useParams();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [resending, setResending] = useState(false);
  const [refunding, setRefunding] = useState<OrderPaymentDto | null>(null);
  const [refundBusy, setRefundBusy] = useState(false);
  const [refundError, setRefundError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    // `version` asks again after a write or a failure.
    void version;
    fetchOrder(id, controller.signal).then(
      (order) => setLoad({ state: "ready", order }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: "error", message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [id, version]);

  async function resend(order: OfficeOrderDto) {
    setResending(true);
    setNotice(null);
    try {
      const email = await resendConfirmation(order.quote.id, crypto.randomUUID());
      setNotice({ kind: "ok", text: texts.resendDone(email.recipient) });
      setVersion((n) => n + 1);
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
    } finally {
      setResending(false);
    }
  }

  async function refund(
    order: OfficeOrderDto,
    request: { paymentId: string; amount: number; requestId: string },
  ) {
    setRefundBusy(true);
    setRefundError(null);
    try {
      const made = await refundPayment(order.quote.id, request);
      setRefunding(null);
      setNotice({ kind: "ok", text: texts.refundDone(formatMinor(made.amount, made.currency)) });
      setVersion((n) => n + 1);
      heading.current?.focus();
    } catch (error) {
      // The dialog stays on its confirmation with the same request id: trying again cannot refund twice.
      setRefundError(messageOf(error));
    } finally {
      setRefundBusy(false);
    }
  }

  if (load.state === "loading") {
    return (
      <p aria-live="polite" className="p-4">
        {texts.loading}
      </p>
    );
  }
  if (load.state === "error") {
    return (
      <div role="alert" className="space-y-2 rounded border border-red-700 bg-red-50 p-4 text-red-900">
        <p>{load.message}</p>
        <button type="button" onClick={() => setVersion((n) => n + 1)} className="underline">
          {texts.retry}
        </button>{" "}
        <Link to="/office/orders" className="underline">
          {texts.backToSearch}
        </Link>
      </div>
    );
  }

  const { order } = load;
  return (
    <div className="space-y-6">
      <Link to="/office/orders" className="text-blue-800 underline">
        {texts.backToSearch}
      </Link>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        {texts.orderTitle(order.quote.code)}{" "}
        <span className="text-base font-normal">({texts.quoteStatus[order.quote.status]})</span>
      </h1>
      <div aria-live="polite" className="min-h-6">
        {notice && <p className={notice.kind === "ok" ? "text-green-900" : "text-red-800"}>{notice.text}</p>}
      </div>
      <OrderVisitSection order={order} texts={texts} language={language} />
      <OrderBuyerSection order={order} texts={texts} />
      <OrderPaymentsSection
        order={order}
        texts={texts}
        language={language}
        onRefund={(payment) => {
          setRefundError(null);
          setRefunding(payment);
        }}
      />
      <OrderEmailsSection
        order={order}
        texts={texts}
        language={language}
        busy={resending}
        onResend={order.quote.status === "PAID" && order.contact ? () => void resend(order) : null}
      />
      <AuditTrail key={version} entityType="order" entityId={order.quote.id} />
      {refunding && (
        <RefundDialog
          payment={refunding}
          texts={texts}
          busy={refundBusy}
          error={refundError}
          onRefund={(request) => void refund(order, request)}
          onClose={() => setRefunding(null)}
        />
      )}
    </div>
  );
}
