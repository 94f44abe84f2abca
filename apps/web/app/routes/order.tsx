import { normalizeVisitCode } from "@park/domain/quote/visit-code.ts";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { OrderPage } from "../../src/features/order/components/order-page.tsx";
import { QueryProvider } from "../../src/shared/api/query-provider.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

/*
 * The date change and the vehicle's pre-registration show once the order is there, under it: their module
 * is fetched as this one runs, beside the order's call, not before the page is drawn (decision 0057). The
 * page is not prerendered, so nothing suspends while it hydrates.
 */
const moreParts = import("./order-more-parts.tsx");
const MoreParts = lazy(() => moreParts);

/**
 * /order/{code} (route order.details): the confirmation page. The order, its date change (issue 14 item 8)
 * and the vehicle pre-registration are separate features; the entry is checked once the order has loaded
 * (001 §4).
 */
export default function OrderRoute() {
  const code = normalizeVisitCode(useParams().code ?? "");
  return (
    <QueryProvider>
      <OrderPage
        code={code}
        after={(order) => (
          <Suspense fallback={null}>
            <MoreParts order={order} />
          </Suspense>
        )}
      />
    </QueryProvider>
  );
}
