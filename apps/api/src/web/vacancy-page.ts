import { jobPostingStructuredData } from "@park/domain/careers/job-posting-structured-data.ts";
import type { Language } from "@park/domain/constants.ts";
import { PARK_NAME } from "@park/domain/contact/park-contact-points.ts";
import { structuredDataScript } from "./live-structured-data.ts";

/** What a vacancy page's HTML needs of a vacancy, in both languages. */
export interface VacancyTexts {
  id: number;
  titleEs: string;
  titleEn: string;
  detailsEs: string | null;
  detailsEn: string | null;
  type: string;
  postedAt: Date;
  openUntil: string | null;
}

/** The open vacancies, as the careers page lists them (core/job-posts/repository.ts). */
export interface Vacancies {
  byId(id: number): Promise<VacancyTexts | undefined>;
  all(): Promise<VacancyTexts[]>;
}

const VACANCY_ADDRESS = /^(\/en)?\/careers\/job-details\/([1-9]\d{0,9})\/?$/;

/** The vacancy a page path shows, in the language of its address (decision 0059), if it is one. */
export function vacancyAddress(path: string): { id: number; language: Language } | undefined {
  const match = VACANCY_ADDRESS.exec(path);
  if (!match?.[2]) return undefined;
  return { id: Number(match[2]), language: match[1] ? "en" : "es" };
}

export function vacancyUrl(origin: string, id: number, language: Language): string {
  return `${origin}${language === "en" ? "/en" : ""}/careers/job-details/${id}`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** A search result's snippet: the details' first paragraph, cut at a word near 160 characters. */
function snippetOf(details: string | null, title: string): string {
  const first =
    details
      ?.split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() || title;
  if (first.length <= 160) return first;
  const cut = first.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : 157)}…`;
}

/**
 * The SPA fallback as a vacancy's page (issue 34 item 3, decision 0060): in the language of its address,
 * titled and described by the vacancy, with its canonical address, its address in the other language,
 * its sharing tags and its job posting, so crawlers that run no JavaScript read the vacancy itself. The
 * title and description replace the fallback's own, node for node, and the rest goes at the end of the
 * head, after every tag the app renders there, so hydration meets the head it rendered.
 */
export function vacancyPageHtml(
  fallback: string,
  vacancy: VacancyTexts,
  language: Language,
  origin: string,
): string {
  const title = language === "en" ? vacancy.titleEn : vacancy.titleEs;
  const details = language === "en" ? vacancy.detailsEn : vacancy.detailsEs;
  const pageTitle = `${title} | ${PARK_NAME}`;
  const description = snippetOf(details, title);
  const url = vacancyUrl(origin, vacancy.id, language);
  const posting = jobPostingStructuredData({
    title,
    details,
    shiftTypes: vacancy.type,
    postedAt: vacancy.postedAt,
    openUntil: vacancy.openUntil,
    url,
    organization: { name: PARK_NAME, url: language === "en" ? `${origin}/en` : `${origin}/` },
  });
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(vacancyUrl(origin, vacancy.id, "es"))}"/>`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(vacancyUrl(origin, vacancy.id, "en"))}"/>`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(vacancyUrl(origin, vacancy.id, "es"))}"/>`,
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:site_name" content="${escapeHtml(PARK_NAME)}"/>`,
    `<meta property="og:title" content="${escapeHtml(pageTitle)}"/>`,
    `<meta property="og:description" content="${escapeHtml(description)}"/>`,
    `<meta property="og:url" content="${escapeHtml(url)}"/>`,
    `<meta property="og:locale" content="${language === "en" ? "en_US" : "es_MX"}"/>`,
    structuredDataScript(posting),
  ].join("");
  return fallback
    .replace(/^<!DOCTYPE html><html lang="[a-z]+">/, `<!DOCTYPE html><html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\/>/,
      `<meta name="description" content="${escapeHtml(description)}"/>`,
    )
    .replace("</head>", `${tags}</head>`);
}

/** The sitemap's entries of the open vacancies, each language's address with both as alternates. */
export function vacancySitemapEntries(vacancies: VacancyTexts[], origin: string): string {
  return vacancies
    .flatMap((vacancy) => {
      const links = (["es", "en"] as const)
        .map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${vacancyUrl(origin, vacancy.id, language)}"/>`,
        )
        .concat(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${vacancyUrl(origin, vacancy.id, "es")}"/>`,
        )
        .join("");
      return (["es", "en"] as const).map(
        (language) => `<url><loc>${vacancyUrl(origin, vacancy.id, language)}</loc>${links}</url>`,
      );
    })
    .join("\n");
}
