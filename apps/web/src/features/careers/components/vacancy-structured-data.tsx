import type { JobPostDto } from "@park/domain/careers/job-post-dto.ts";
import { jobPostingStructuredData } from "@park/domain/careers/job-posting-structured-data.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pageUrl } from "../../../shared/routing/seo-tags.ts";
import { StructuredDataScript } from "../../../shared/routing/structured-data-script.tsx";

/** The vacancy as a job posting (schema.org JobPosting), the same the API writes into the page's HTML. */
export function VacancyStructuredData({ post }: { post: JobPostDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = jobPostingStructuredData({
    title: post.title,
    details: post.details,
    shiftTypes: post.type,
    postedAt: new Date(post.postedAt),
    url: pageUrl(`careers/job-details/${post.id}`, language),
    organization: { name: t("brand.name"), url: pageUrl("", language) },
  });
  return <StructuredDataScript data={data} />;
}
