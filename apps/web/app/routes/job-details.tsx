// First: the careers code builds zod schemas while it loads, before the client entry has turned eval off (CSP).
import "../zod-without-eval.ts";
import { useParams } from "react-router";
import { JobDetailsPage } from "../../src/features/careers/components/job-details-page.tsx";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

export function meta({ matches, location }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id, undefined, location.pathname);
}

export default function JobDetailsRoute() {
  const id = Number(useParams().id);
  // A new id is a new page: nothing of the previous vacancy is kept.
  return <JobDetailsPage key={id} id={id} />;
}
