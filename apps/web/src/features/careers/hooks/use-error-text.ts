import {
  type JobApplicationMessageKey,
  jobApplicationMessage,
} from "@park/domain/careers/job-application-messages.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useApplicationFormContext } from "./application-form-context.ts";

/** The text of an issue in the language shown; the birth-date message names the current year. */
export function useErrorText(): (key: JobApplicationMessageKey) => string {
  const language = useLanguage();
  const form = useApplicationFormContext();
  const year = Number(form.context.today.slice(0, 4));
  return (key) => jobApplicationMessage(key, language, year);
}
