import { FaqPage } from "../../src/features/faq/components/faq-page.tsx";
import { faqStructuredData } from "../../src/features/faq/faq-structured-data.ts";
import { currentLanguage } from "../../src/shared/i18n/language.ts";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";
import { structuredDataTag } from "../../src/shared/routing/structured-data.ts";

export function meta({ matches }: PageMetaArgs) {
  return [...pageMeta(matches.at(-1)?.id), structuredDataTag(faqStructuredData(currentLanguage()))];
}

export default function FaqRoute() {
  return <FaqPage />;
}
