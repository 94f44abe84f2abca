import { PARK_POSTAL_ADDRESS } from "../contact/park-contact-points.ts";
import type { JOB_SHIFT_TYPES } from "../content/content-schemas.ts";
import { parkDateTime } from "../date-change/park-instant.ts";
import type { IsoDate } from "../dates.ts";

/**
 * schema.org's employment types (Google's JobPosting `employmentType`) of the park's shift types (001
 * Careers constants: a full shift is 8 h a day, 6 days a week; a relief shift 4 to 6 h a day).
 */
const EMPLOYMENT_TYPES: Record<(typeof JOB_SHIFT_TYPES)[number], string> = {
  "Turno Completo": "FULL_TIME",
  "Medio Turno": "PART_TIME",
  "Fin de Semana": "PART_TIME",
  "Turno de Relevo": "PART_TIME",
};

/**
 * The employment types of a vacancy's shift types (`"Turno Completo, Fin de Semana"`), each once, and
 * TEMPORARY: the spec labels every vacancy Temporal, as its page says.
 */
export function employmentTypesOf(shiftTypes: string): string[] {
  const types = shiftTypes
    .split(",")
    .map((type) => EMPLOYMENT_TYPES[type.trim() as keyof typeof EMPLOYMENT_TYPES])
    .filter((type): type is string => type !== undefined);
  return [...new Set([...types, "TEMPORARY"])];
}

export interface JobPostingFacts {
  title: string;
  /** The vacancy's details text, plain text with blank lines between paragraphs; null when it has none. */
  details: string | null;
  shiftTypes: string;
  postedAt: Date;
  /** The last day it is open (park date), when staff set one; null: open until they close it. */
  openUntil: IsoDate | null;
  /** The vacancy page's own address, absolute. */
  url: string;
  /** The park's name and homepage, as the hiring organization. */
  organization: { name: string; url: string };
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * A vacancy as Google's job postings describe it (schema.org JobPosting): title, description (HTML, as
 * Google asks: one paragraph per block of the details text), datePosted, employmentType, hiringOrganization
 * and jobLocation (the park); validThrough, the end of its last day at the park, when staff set one (Google
 * asks for it when a posting expires, and to leave it out when it does not). The API writes it into the
 * vacancy page's HTML, and the browser keeps it (decision 0061).
 */
export function jobPostingStructuredData(facts: JobPostingFacts): Record<string, unknown> {
  // Google requires a description: a vacancy without details text is described by its title.
  const paragraphs = (facts.details ?? facts.title)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: facts.title,
    description: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(""),
    datePosted: facts.postedAt.toISOString().slice(0, 10),
    ...(facts.openUntil ? { validThrough: parkDateTime(facts.openUntil, "23:59") } : {}),
    employmentType: employmentTypesOf(facts.shiftTypes),
    url: facts.url,
    hiringOrganization: {
      "@type": "Organization",
      name: facts.organization.name,
      sameAs: facts.organization.url,
    },
    jobLocation: {
      "@type": "Place",
      address: PARK_POSTAL_ADDRESS,
    },
  };
}
