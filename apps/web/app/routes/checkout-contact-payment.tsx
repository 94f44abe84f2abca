// First: zod (in this page's first load) must find jitless set before its first check, or it tries eval,
// which the CSP refuses; the route's modules may be evaluated before entry.client's copy of this import.
import "../zod-without-eval.ts";
import { CheckoutPage } from "../../src/features/checkout/components/checkout-page.tsx";
import { QueryProvider } from "../../src/shared/api/query-provider.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

/** /checkout/contact-payment (route contact-payment): the contact and payment page of 000 §2. */
export default function CheckoutRoute() {
  return (
    <QueryProvider>
      <CheckoutPage />
    </QueryProvider>
  );
}
