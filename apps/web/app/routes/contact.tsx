// First: zod (in this page's first load) must find jitless set before its first check, or it tries eval,
// which the CSP refuses; the route's modules may be evaluated before entry.client's copy of this import.
import "../zod-without-eval.ts";
import { ContactPage } from "../../src/features/contact/components/contact-page.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function ContactRoute() {
  return <ContactPage />;
}
