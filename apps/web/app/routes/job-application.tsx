// First: the careers code builds zod schemas while it loads, before the client entry has turned eval off (CSP).
import "../zod-without-eval.ts";
import { useParams } from "react-router";
import { JobApplicationPage } from "../../src/features/careers/components/job-application-page.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function JobApplicationRoute() {
  const id = Number(useParams().id);
  return <JobApplicationPage key={id} id={id} />;
}
