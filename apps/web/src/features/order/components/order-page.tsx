import { isActivityItemKey } from "@park/domain/pricing/item-keys.ts";
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { pushPurchaseOnArrival } from "../../../shared/analytics/purchase-event.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import type { OrderDto } from "../api/order-api.ts";
import { useOrder } from "../hooks/use-order.ts";
import { AwaitingPayment } from "./awaiting-payment.tsx";
import { GatePass } from "./gate-pass.tsx";
import type { OrderActionsProps } from "./order-actions.tsx";
import { OrderLines } from "./order-lines.tsx";
import { OrderVisit } from "./order-visit.tsx";
import { WhatToBring } from "./what-to-bring.tsx";
import "../../../shared/i18n/commerce/order.ts";

interface OrderPageProps {
  code: string;
  /** What follows the order once it has loaded (the vehicle pre-registration, 001 §4). */
  after?: (order: OrderDto) => ReactNode;
}

/*
 * The visit's downloads, its print and its share sit under the order's lines, below a phone's first view:
 * their code (the summary downloads among it) is fetched as this module runs, beside the order's call, not
 * before the page is drawn (decision 0057).
 */
const orderActions = deferredComponent<OrderActionsProps>(() =>
  import("./order-actions.tsx").then((module) => ({ default: module.OrderActions })),
);
void orderActions.preload();

/*
 * The print view: the page alone. Everything beside <main> in the layout (banner, header, steps, drawers,
 * notifications, chat) is hidden, and so are this page's buttons (print:hidden).
 */
const PRINT_CSS =
  "@media print { div:has(> #main-content) > :not(#main-content) { display: none !important; } }";

/**
 * /order/{code} (000 §2 Confirmation): the thank-you page a visitor keeps and shows at the gate; before,
 * for a visit held for its cash payment, the voucher to pay (issue 35).
 */
export function OrderPage({ code, after }: OrderPageProps) {
  const { t } = useTranslation();
  const order = useOrder(code);
  const data = order.data;
  // Cash or a transfer is counted as a purchase when it has arrived: this page is where the visitor sees it.
  useEffect(() => {
    if (data?.status === "PAID" && data.payment && data.payment.method !== "card")
      pushPurchaseOnArrival(data);
  }, [data]);
  // Seen waiting, then open again: the voucher or the transfer lapsed while the page was open.
  const waited = useRef<"oxxo" | "spei" | null>(null);
  if (data?.awaitingPayment) waited.current = data.awaitingPayment.method;

  if (order.isPending) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-700">
        {t("order.loading")}
      </p>
    );
  }

  if (!order.isError && order.data.status === "PAYMENT_PENDING" && order.data.awaitingPayment) {
    return <AwaitingOrder order={order.data} awaiting={order.data.awaitingPayment} />;
  }

  // Paid, but the payment is still being settled: the page asks again until it is (useOrder).
  if (!order.isError && order.data.status === "PAYMENT_PENDING") {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-700">
        {t("order.processing")}
      </p>
    );
  }

  // A code the API does not know, a quote not paid or no answer: nothing to confirm.
  if (order.isError || order.data.status !== "PAID") {
    const lapsed = order.isError ? null : waited.current;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-forest-900">{t("order.loadError")}</h1>
        {lapsed ? (
          <p role="status" className="mt-4 text-stone-800">
            {t(lapsed === "oxxo" ? "order.awaiting.lapsed" : "order.awaiting.transferLapsed")}
          </p>
        ) : null}
        <PageLink
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-forest-700 px-6 font-semibold text-white hover:bg-forest-800"
        >
          {t("order.backHome")}
        </PageLink>
      </div>
    );
  }

  const paid = order.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <style>{PRINT_CSS}</style>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-forest-900">
          {paid.contact ? t("order.thanksNamed", { name: paid.contact.name }) : t("order.thanks")}
        </h1>
        <p className="mt-2 text-stone-800">{t("order.intro")}</p>
      </header>
      <GatePass code={paid.code} />
      <WhatToBring payment={paid.payment} />
      <OrderVisit order={paid} />
      <OrderLines order={paid} />
      <Suspense fallback={null}>
        <orderActions.Component
          quoteId={paid.id}
          code={paid.code}
          hasActivities={paid.items.some((item) => isActivityItemKey(item.product.key))}
        />
      </Suspense>
      {after?.(paid)}
    </div>
  );
}

/** The visit held for its voucher: what to pay and by when first, then the visit and lines it buys. */
function AwaitingOrder({
  order,
  awaiting,
}: {
  order: OrderDto;
  awaiting: NonNullable<OrderDto["awaitingPayment"]>;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <style>{PRINT_CSS}</style>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-forest-900">{t("order.awaiting.heading")}</h1>
      </header>
      <AwaitingPayment awaiting={awaiting} />
      <OrderVisit order={order} />
      <OrderLines order={order} />
    </div>
  );
}
