import { ContactPage } from "../../src/features/contact/components/contact-page.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function ContactRoute() {
  return <ContactPage />;
}
