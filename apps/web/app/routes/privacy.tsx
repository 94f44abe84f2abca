import { PrivacyPage } from "../../src/features/legal/components/privacy-page.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
