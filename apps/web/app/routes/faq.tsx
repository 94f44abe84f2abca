import { FaqPage } from "../../src/features/faq/components/faq-page.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function FaqRoute() {
  return <FaqPage />;
}
