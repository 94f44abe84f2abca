import { activityName, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import {
  type Language,
  MAX_PERSONS_WITHOUT_LODGING,
  MIN_PERSONS,
  PERSONS_PER_UNIT,
} from "@park/domain/constants.ts";
import { CONTENT_KEY_PREFIX } from "@park/domain/content/content-messages.ts";
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from "@park/domain/office-staff/staff-password.ts";
import {
  readStaffPasswordRefusal,
  withStrengthFeedback,
} from "@park/domain/office-staff/staff-password-strength.ts";
import { BLOCK_MAX_NIGHTS } from "@park/domain/office-today/day-overview.ts";
import { ATV_MAX_HOURS } from "@park/domain/quote/quote-schemas.ts";
import { VEHICLE_TEXT_MAX } from "@park/domain/vehicle-entry.ts";
import { type Catalogue, entryOf, fill, textsOf } from "./texts.ts";

/**
 * The activity update's errors keep the spec's names as codes (000 §8); their texts are the activity
 * messages the web shows for them.
 */
const SPEC_ERROR_TEXTS = {
  "Hour out of range": "hours_out_of_range",
  "Not enough inventory": "slot_not_available",
} as const satisfies Record<string, keyof Catalogue["activity"]>;
type SpecErrorCode = keyof typeof SPEC_ERROR_TEXTS;

/** Every error code the API answers with (texts in the catalogue's `errors` group). */
export type ErrorCode = keyof Catalogue["errors"] | SpecErrorCode;

function isSpecErrorCode(code: ErrorCode): code is SpecErrorCode {
  return Object.hasOwn(SPEC_ERROR_TEXTS, code);
}

/**
 * The text of an error code in the language asked, with the dates it names in place of `{{dates}}` and
 * the activities' names in place of `{{activity}}`.
 */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  dates: readonly string[] = [],
  activities: readonly VisitActivityType[] = [],
): string {
  const texts = textsOf(language);
  const template = isSpecErrorCode(code) ? texts.activity[SPEC_ERROR_TEXTS[code]] : texts.errors[code];
  return fill(template, {
    dates: dates.join(", "),
    activity: activities.map((type) => activityName(type, language)).join(", "),
  });
}

export const JOB_APPLICATION_KEY_PREFIX = "job_application.";

/** The domain's limits the field texts name: the rules and their texts cannot disagree. */
const FIELD_LIMITS = {
  minPersons: MIN_PERSONS,
  maxPersonsWithoutLodging: MAX_PERSONS_WITHOUT_LODGING,
  personsPerUnit: PERSONS_PER_UNIT,
  atvMaxHours: ATV_MAX_HOURS,
  vehicleTextMax: VEHICLE_TEXT_MAX,
  blockMaxNights: BLOCK_MAX_NIGHTS,
  staffPasswordMinLength: STAFF_PASSWORD_MIN_LENGTH,
  staffPasswordMaxLength: STAFF_PASSWORD_MAX_LENGTH,
};

/**
 * The one lookup of a field message key: an easy staff password's (with the estimator's advice), a
 * "content."-prefixed key of the office's content forms, a job application's, an activity's, then the
 * catalogue's `fields`; an unknown key reads as an invalid value.
 */
export function fieldMessage(key: string, language: Language): string {
  const texts = textsOf(language);
  return (
    weakPasswordMessage(key, texts, language) ??
    prefixedText(key, CONTENT_KEY_PREFIX, texts.contentFields) ??
    jobApplicationFieldMessage(key, texts) ??
    activityFieldMessage(key, texts) ??
    fill(entryOf(texts.fields, key) ?? texts.fields.invalid_value, FIELD_LIMITS)
  );
}

/** A refused easy password: the catalogue's sentence, then the estimator's advice (its key carries it). */
function weakPasswordMessage(key: string, texts: Catalogue, language: Language): string | undefined {
  const refusal = readStaffPasswordRefusal(key);
  if (refusal?.code !== "password_too_weak") return undefined;
  return withStrengthFeedback(texts.fields.password_too_weak, refusal, language);
}

function prefixedText(
  key: string,
  prefix: string,
  group: Readonly<Record<string, string>>,
): string | undefined {
  return key.startsWith(prefix) ? entryOf(group, key.slice(prefix.length)) : undefined;
}

/**
 * An activity message key, with its `{{max}}` given after a colon ("quantity_over_limit:12"); a limit
 * nobody named is left out of the text.
 */
function activityFieldMessage(key: string, texts: Catalogue): string | undefined {
  const [name = "", max] = key.split(":");
  const text = entryOf(texts.activity, name);
  if (text === undefined) return undefined;
  return max === undefined ? text.replace(/\s*\([^()]*\{\{max\}\}[^()]*\)/, "") : fill(text, { max });
}

/**
 * A job application's key behind the "job_application." prefix, so its fields read as the application
 * form shows them; the year its birth-date rule names follows a colon ("job_application.underage:2027").
 */
function jobApplicationFieldMessage(key: string, texts: Catalogue): string | undefined {
  if (!key.startsWith(JOB_APPLICATION_KEY_PREFIX)) return undefined;
  const [name = "", year] = key.slice(JOB_APPLICATION_KEY_PREFIX.length).split(":");
  const text = entryOf(texts.jobApplication, name);
  return text === undefined || year === undefined ? text : fill(text, { year });
}
