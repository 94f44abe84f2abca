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
