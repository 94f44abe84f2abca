import { adultDeadlineYear } from "@park/domain/careers/birth-date.ts";
import type { JobApplicationMessageKey } from "@park/domain/careers/job-application-messages.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { jobApplicationMessage } from "../job-application-message.ts";
import { useApplicationFormContext } from "./application-form-context.ts";

/** The text of an issue in the language shown; the birth-date message names its deadline's year. */
export function useErrorText(): (key: JobApplicationMessageKey) => string {
  const language = useLanguage();
  const form = useApplicationFormContext();
  const year = adultDeadlineYear(form.context.today);
  return (key) => jobApplicationMessage(key, language, year);
}
