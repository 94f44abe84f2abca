// First: the careers code builds zod schemas while it loads, before the client entry has turned eval off (CSP).
import "../zod-without-eval.ts";
import { CareersPage } from "../../src/features/careers/components/careers-page.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function CareersRoute() {
  return <CareersPage />;
}
