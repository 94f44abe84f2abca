import type { Language } from "@park/domain/constants.ts";
import {
  type ContentFieldMessageKey,
  contentFieldMessageKey,
} from "@park/domain/content/content-messages.ts";
import type { GateErrorCode } from "@park/domain/gate/gate-errors.ts";
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from "@park/domain/office-staff/staff-password.ts";
import type { StaffPasswordRefusal } from "@park/domain/office-staff/staff-password-strength.ts";
import { i18n } from "../../shared/i18n/i18n.ts";
import "../../shared/i18n/office-texts.ts";

/*
 * The office's words for the codes the domain's office rules return (decision 0051): gate refusals, content
 * field keys, staff password refusals, in the office's catalogue (locales/office, `officeCodes`).
 */

/** Why the gate refuses a code, `dates` the visit's dates as people read them. */
export function gateErrorText(code: GateErrorCode, language: Language, dates: readonly string[]): string {
  return i18n.t(`officeCodes.gateErrors.${code}`, { lng: language, dates: dates.join(", ") });
}

export function contentFieldText(key: ContentFieldMessageKey, language: Language): string {
  return i18n.t(`officeCodes.contentFields.${key}`, { lng: language });
}

/** The text of a content form's "content."-prefixed message key, or undefined for any other key. */
export function contentMessageText(message: string, language: Language): string | undefined {
  const key = contentFieldMessageKey(message);
  return key === undefined ? undefined : contentFieldText(key, language);
}

/** The sentence of a refused staff password's code, the length limits filled in. */
export function staffPasswordText(refusal: StaffPasswordRefusal, language: Language): string {
  return i18n.t(`officeCodes.staffPassword.${refusal.code}`, {
    lng: language,
    minLength: STAFF_PASSWORD_MIN_LENGTH,
    maxLength: STAFF_PASSWORD_MAX_LENGTH,
  });
}
