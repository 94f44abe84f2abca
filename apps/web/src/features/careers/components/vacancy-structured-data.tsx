import type { JobPostDto } from "@park/domain/careers/job-post-dto.ts";
import { jobPostingStructuredData } from "@park/domain/careers/job-posting-structured-data.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pageUrl } from "../../../shared/routing/seo-tags.ts";

/** Escapes `<`, so no text of the vacancy can close the script element it is written in. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/**
 * The vacancy as a job posting (schema.org JobPosting, decision 0060), the same the API writes into the
 * page's HTML for crawlers that run no JavaScript: the page's hydration drops what the API added to the
 * HTML, so the page renders it again once the vacancy is read.
 */
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
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own, every "<" escaped
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
  );
}
