import type { JobApplicationMessageKey } from "@park/domain/careers/job-application-messages.ts";
import type { Language } from "@park/domain/constants.ts";
import { i18n } from "../../shared/i18n/i18n.ts";

/** The text of a job application key (the careers locales), with the year `underage` names. */
export function jobApplicationMessage(
  key: JobApplicationMessageKey,
  language: Language,
  year?: number,
): string {
  return i18n.t(`careers.messages.${key}`, { lng: language, ...(year === undefined ? {} : { year }) });
}
