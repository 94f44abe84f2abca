import { normalizeVisitCode } from "@park/domain/quote/visit-code.ts";
import { useParams } from "react-router";
import { DateChangeSection } from "../../src/features/date-change/components/date-change-section.tsx";
import { OrderPage } from "../../src/features/order/components/order-page.tsx";
import { VehicleEntrySection } from "../../src/features/vehicle-entry/components/vehicle-entry-section.tsx";
import { QueryProvider } from "../../src/shared/api/query-provider.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

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
          <>
            <DateChangeSection order={order} />
            <VehicleEntrySection code={order.code} />
          </>
        )}
      />
    </QueryProvider>
  );
}
