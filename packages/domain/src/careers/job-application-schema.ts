import { z } from "zod/mini";
import { capitalizeName, formatPhoneMask } from "../checkout/contact-schema.ts";
import { isIsoDate } from "../dates.ts";
import {
  type ApplicationContext,
  CURRENT_STUDY_FIELDS,
  hiddenApplicationFields,
  offersAlternatives,
} from "./application-visibility.ts";
import { earliestBirthDate, isAdultByDeadline } from "./birth-date.ts";
import {
  courseFields,
  EDUCATION_LEVELS,
  isCourseAsked,
  isGradeAsked,
  isLevelAsked,
  isLevelStudied,
} from "./education-cascade.ts";
import type { JobApplicationMessageKey } from "./job-application-messages.ts";
import {
  ACCREDITED_ANSWERS,
  CERTIFIED_ANSWERS,
  DRIVER_LICENSE_EMITTERS,
  DRIVER_LICENSE_TYPES,
  GENDERS,
  JOB_POST_SOURCES,
  APPLICATION_LIMITS as LIMITS,
  MARITAL_STATUSES,
  MEXICAN_STATES,
  MONTHS,
  SCHOOL_GRADES,
  SCHOOL_MODALITIES,
  SHIRT_SIZES,
} from "./job-application-options.ts";
import { alternativeChoices, DRIVER_AREA } from "./job-title-rules.ts";
import { isEndOnOrAfterStart, rowDurationInCompany } from "./work-history.ts";

type Key = JobApplicationMessageKey;
const error = (key: Key) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? "required" : key,
});

/** A trimmed text of at most `max` characters; blank becomes null (whether it is required is checked later). */
const text = (max: number) =>
  z.pipe(
    z.nullish(z.string(error("invalid_value")).check(z.trim(), z.maxLength(max, { message: "too_long" }))),
    z.transform((value) => (value ? value : null)),
  );
const shortText = text(LIMITS.text);
const longText = text(LIMITS.longText);
const nameText = z.pipe(
  shortText,
  z.transform((value) => (value === null ? null : capitalizeName(value))),
);

/** A phone as the mask shows it or as its 10 digits; it is kept in the mask's form, "(646) 123-4567". */
const phone = (key: Key) =>
  z.pipe(
    z
      .nullish(z.string(error(key)).check(z.trim(), z.maxLength(20, { message: key })))
      .check(z.refine((value) => !value || /^\d{10}$/.test(value.replace(/[\s()-]/g, "")), { message: key })),
    z.transform((value) => (value ? formatPhoneMask(value) : null)),
  );

const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.pipe(
    z.nullish(z.enum(options, error("invalid_value"))),
    z.transform((value) => value ?? null),
  );
const flag = z.pipe(
  z.nullish(z.boolean(error("invalid_value"))),
  z.transform((value) => value ?? null),
);
const isoDate = z.pipe(
  z.nullish(z.string(error("invalid_value")).check(z.refine(isIsoDate, { message: "invalid_value" }))),
  z.transform((value) => value ?? null),
);

/** A number between bounds (integers when `int`); null when absent. */
const amount = (bounds: { min: number; max: number }, int = false) => {
  let base = z.number(error("invalid_value")).check(z.gte(bounds.min, { message: "invalid_value" }));
  base = base.check(z.lte(bounds.max, { message: "invalid_value" }));
  return z.pipe(
    z.nullish(int ? base.check(z.int({ message: "invalid_value" })) : base),
    z.transform((value) => value ?? null),
  );
};

const salary = amount(LIMITS.weeklySalaryCentavos, true);

/** A course's duration as typed ("6 meses"): at most 50 characters, with the spec's own message (001 §5). */
const courseDuration = z.pipe(
  z.nullish(
    z
      .string(error("invalid_value"))
      .check(z.trim(), z.maxLength(LIMITS.courseDuration, { message: "course_duration_too_long" })),
  ),
  z.transform((value) => (value ? value : null)),
);

const historyEntry = z.object({
  /** Sent by the web; the server numbers the rows again. */
  order: z.optional(z.number().check(z.int())),
  /** Sent by the web for reading; the server computes it again from the dates. */
  durationInCompany: z.optional(z.string().check(z.maxLength(40))),
  companyName: shortText,
  companyPhoneNumber: phone("invalid_phone"),
  companyCity: shortText,
  workDateStartMonth: choice(MONTHS),
  workDateStartYear: z.nullish(z.number(error("invalid_value")).check(z.int({ message: "invalid_value" }))),
  workDateEndMonth: choice(MONTHS),
  workDateEndYear: z.nullish(z.number(error("invalid_value")).check(z.int({ message: "invalid_value" }))),
  position: shortText,
  /** Centavos a week. */
  weeklySalaryInitial: salary,
  weeklySalaryFinal: salary,
  quittingReason: shortText,
  supervisorName: nameText,
  supervisorPosition: shortText,
});
/** Fields of a work-history entry that are required in the first one (the company phone is optional). */
const HISTORY_REQUIRED = [
  "companyName",
  "companyCity",
  "workDateStartMonth",
  "workDateStartYear",
  "workDateEndMonth",
  "workDateEndYear",
  "position",
  "weeklySalaryInitial",
  "weeklySalaryFinal",
  "quittingReason",
  "supervisorName",
  "supervisorPosition",
] as const;

const reference = z.object({
  name: nameText,
  phoneNumber: phone("phone_format"),
  relationship: shortText,
});

/** A row with no answer at all: dropped from the payload (001 §5). */
function isEmptyRow(row: object): boolean {
  return Object.entries(row).every(
    ([field, value]) =>
      field === "order" || field === "durationInCompany" || value === null || value === undefined,
  );
}

/** "a, b" or "a,b" into its items, trimmed, blanks dropped. */
function splitList(value: string | null): string[] {
  return value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== "")
    : [];
}

/** The application's fields with their types and limits, before the rules that join several of them. */
const applicationFields = z.object({
  jobPostId: z
    .number(error("invalid_value"))
    .check(z.int({ message: "invalid_value" }), z.positive({ message: "invalid_value" })),
  applicantName: nameText,
  applicantFatherLastname: nameText,
  applicantMotherLastname: nameText,
  birthDate: isoDate,
  gender: choice(GENDERS),
  otherGender: shortText,
  address: shortText,
  homePhoneNumber: phone("invalid_phone"),
  phoneNumber: phone("invalid_phone"),
  municipality: shortText,
  neighborhood: shortText,
  nationality: shortText,
  email: z
    .pipe(
      z.nullish(
        z.string(error("invalid_email")).check(z.trim(), z.maxLength(LIMITS.text, { message: "too_long" })),
      ),
      z.transform((value) => (value ? value : null)),
    )
    .check(
      z.refine((value) => value === null || z.email().safeParse(value).success, { message: "invalid_email" }),
    ),
  /** Metres. */
  height: amount(LIMITS.height),
  /** Kilograms. */
  weight: amount(LIMITS.weight),
  maritalStatus: choice(MARITAL_STATUSES),
  hobbies: longText,
  elementarySchoolAccredited: choice(ACCREDITED_ANSWERS),
  elementarySchoolName: shortText,
  elementarySchoolGrade: choice(SCHOOL_GRADES),
  elementarySchoolCertified: choice(CERTIFIED_ANSWERS),
  juniorHighSchoolAccredited: choice(ACCREDITED_ANSWERS),
  juniorHighSchoolName: shortText,
  juniorHighSchoolGrade: choice(SCHOOL_GRADES),
  juniorHighSchoolCertified: choice(CERTIFIED_ANSWERS),
  highSchoolAccredited: choice(ACCREDITED_ANSWERS),
  highSchoolName: shortText,
  highSchoolGrade: choice(SCHOOL_GRADES),
  highSchoolCertified: choice(CERTIFIED_ANSWERS),
  highSchoolTechnicalDegree: shortText,
  highSchoolModality: choice(SCHOOL_MODALITIES),
  highSchoolDateInitOfCourse: isoDate,
  highSchoolCourseDuration: courseDuration,
  universityAccredited: choice(ACCREDITED_ANSWERS),
  universityName: shortText,
  universityGrade: choice(SCHOOL_GRADES),
  universityCertified: choice(CERTIFIED_ANSWERS),
  universityDegree: shortText,
  universityModality: choice(SCHOOL_MODALITIES),
  universityDateInitOfCourse: isoDate,
  universityCourseDuration: courseDuration,
  currentlyStudying: flag,
  currentlySchoolName: shortText,
  currentlySchoolModality: choice(SCHOOL_MODALITIES),
  currentlySchoolSchedule: shortText,
  currentlySchoolDegree: shortText,
  currentlyDateInitOfCourse: isoDate,
  currentlyCourseDuration: courseDuration,
  currentlySchoolGrade: choice(SCHOOL_GRADES),
  currentlySchoolCity: shortText,
  /** Values above 100 become 100 (001 §5). */
  lastGradePointAverage: z.pipe(
    z.nullish(
      z
        .number(error("invalid_value"))
        .check(z.gte(LIMITS.gradePointAverage.min, { message: "invalid_value" })),
    ),
    z.transform((value) => (value === null || value === undefined ? null : Math.min(value, 100))),
  ),
  professionalLicense: flag,
  professionalLicenseNumber: shortText,
  speaksEnglish: flag,
  englishProficiencyPercentage: amount(LIMITS.englishPercentage, true),
  operableOfficeEquipment: longText,
  operableSoftware: longText,
  operableExtraEquipment: longText,
  extraSkills: longText,
  hasIllness: flag,
  illness: longText,
  isFirstJob: flag,
  applicantHistory: z.pipe(
    z.nullish(
      z
        .array(historyEntry, error("invalid_value"))
        .check(z.maxLength(LIMITS.workHistoryEntries, { message: "invalid_value" })),
    ),
    z.transform((rows) => rows ?? []),
  ),
  personalReferences: z.pipe(
    z.nullish(
      z
        .array(reference, error("invalid_value"))
        .check(z.maxLength(LIMITS.personalReferences, { message: "invalid_value" })),
    ),
    z.transform((rows) => rows ?? []),
  ),
  hasVehicle: flag,
  hasDriverLicense: flag,
  driverLicenseType: choice(DRIVER_LICENSE_TYPES),
  driverLicenseEmitter: choice(DRIVER_LICENSE_EMITTERS),
  driverLicenseState: choice(MEXICAN_STATES),
  isPublicTransportUser: flag,
  travelCount: amount(LIMITS.travelCount, true),
  hasDebt: flag,
  /** Creditors joined by ", " (001 §7); each one is a short text. */
  creditorName: z.pipe(
    z.nullish(z.string(error("invalid_value")).check(z.maxLength(LIMITS.longText, { message: "too_long" }))),
    z.transform((value) => splitList(value ?? null)),
  ),
  unionAffiliated: flag,
  unionName: shortText,
  shirtSize: choice(SHIRT_SIZES),
  dependantCount: amount(LIMITS.dependantCount, true),
  housemates: shortText,
  hasChildren: flag,
  childrenCount: amount(LIMITS.childrenCount, true),
  childrenCare: longText,
  /** Ages joined by "," (001 §7). */
  childrenAges: z.pipe(
    z.nullish(z.string(error("invalid_value")).check(z.maxLength(40, { message: "invalid_value" }))),
    z.transform((value) => splitList(value ?? null)),
  ),
  hasLivedInUSA: flag,
  yearsInEnsenada: amount(LIMITS.yearsInEnsenada, true),
  monthsInEnsenada: amount(LIMITS.monthsInEnsenada, true),
  availabilityDate: isoDate,
  isFormerEmployee: flag,
  hasRelativeEmployee: flag,
  relativeEmployeeName: nameText,
  hasExternalIncome: flag,
  jobPostSource: choice(JOB_POST_SOURCES),
  jobPostSourceOther: shortText,
  hasAlternativeApplication: flag,
  /** Title ids joined by "," in the order chosen (001 §7). */
  alternativeApplication: z.pipe(
    z.nullish(z.string(error("invalid_value")).check(z.maxLength(400, { message: "invalid_value" }))),
    z.transform((value) => splitList(value ?? null)),
  ),
  /** The captcha was solved in the browser; the server verifies the solution itself. */
  captchaVerified: z.literal(true, error("required")),
});

/** Fields required whatever the other answers (001 §5, the asterisks). */
export const ALWAYS_REQUIRED = [
  "applicantName",
  "applicantFatherLastname",
  "birthDate",
  "gender",
  "address",
  "phoneNumber",
  "municipality",
  "neighborhood",
  "nationality",
  "email",
  "height",
  "weight",
  "maritalStatus",
  "hobbies",
  "currentlyStudying",
  "speaksEnglish",
  "hasIllness",
  "isFirstJob",
  "hasVehicle",
  "hasDriverLicense",
  "isPublicTransportUser",
  "hasDebt",
  "unionAffiliated",
  "shirtSize",
  "dependantCount",
  "housemates",
  "hasChildren",
  "hasLivedInUSA",
  "yearsInEnsenada",
  "monthsInEnsenada",
  "availabilityDate",
  "isFormerEmployee",
  "hasRelativeEmployee",
  "hasExternalIncome",
  "jobPostSource",
] as const;

/** Dependent fields required whenever they are shown; optional dependent texts are not listed. */
const REQUIRED_WHEN_SHOWN = [
  "otherGender",
  ...CURRENT_STUDY_FIELDS,
  "professionalLicense",
  "professionalLicenseNumber",
  "englishProficiencyPercentage",
  "illness",
  "driverLicenseType",
  "driverLicenseEmitter",
  "driverLicenseState",
  "travelCount",
  "creditorName",
  "unionName",
  "childrenCount",
  "childrenCare",
  "childrenAges",
  "relativeEmployeeName",
  "jobPostSourceOther",
  "hasAlternativeApplication",
  "alternativeApplication",
] as const;

type Fields = z.output<typeof applicationFields>;
type Issue = (path: (string | number)[], message: Key) => void;

/** Fields that are lists once read: a failed one reads as an empty list. */
const LIST_FIELDS: readonly string[] = [
  "applicantHistory",
  "personalReferences",
  "creditorName",
  "childrenAges",
  "alternativeApplication",
];
const ROW_LISTS = ["applicantHistory", "personalReferences"] as const;

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The fields as far as they passed their own checks: one that failed reads as unanswered (null, or an
 * empty list; a row's field null in its row, which keeps its place), so the rules that join several fields
 * still run on the others and one Send reports every issue.
 */
function readable(fields: Record<string, unknown>, issues: readonly { path?: PropertyKey[] }[]): Fields {
  const values: Record<string, unknown> = { ...fields };
  for (const list of ROW_LISTS) {
    const rows = fields[list];
    values[list] = Array.isArray(rows) ? rows.map((row) => (isRecord(row) ? { ...row } : {})) : [];
  }
  for (const { path = [] } of issues) {
    const [field, index, inner] = path;
    if (typeof field !== "string") continue;
    if (path.length === 1) {
      values[field] = LIST_FIELDS.includes(field) ? [] : null;
    } else if (typeof index === "number" && typeof inner === "string" && field in values) {
      const row = (values[field] as unknown[])[index];
      if (isRecord(row)) row[inner] = null;
    }
  }
  return values as Fields;
}

/**
 * What is kept (001 §5): hidden dependent fields null, driver jobs dropped from the alternatives without a
 * licence, empty history and reference rows dropped, no history for a first job, the history numbered with
 * its durations.
 */
function cleaned(fields: Fields, context: ApplicationContext) {
  const choices = alternativeChoices(context.mainJob, context.openJobs);
  const values: Record<string, unknown> = { ...fields };
  let alternatives = fields.alternativeApplication;
  if (fields.hasDriverLicense !== true) {
    alternatives = alternatives.filter(
      (id) => choices.find((job) => job.titleId === id)?.area !== DRIVER_AREA,
    );
  }
  values.alternativeApplication = alternatives;
  for (const field of hiddenApplicationFields(fields, alternatives, context)) {
    values[field] = Array.isArray(values[field]) ? [] : null;
  }
  if (!offersAlternatives(context)) values.hasAlternativeApplication = false;
  const history = fields.isFirstJob === true ? [] : fields.applicantHistory.filter((row) => !isEmptyRow(row));
  values.applicantHistory = history.map((row, order) => ({
    order,
    ...row,
    durationInCompany: rowDurationInCompany(row),
  }));
  values.personalReferences = fields.personalReferences.filter((row) => !isEmptyRow(row));
  return values as Fields & {
    applicantHistory: (Fields["applicantHistory"][number] & { order: number; durationInCompany: string })[];
  };
}

/** The rows with any answer, by their place in what was sent (issue paths name that place). */
function startedRows<T>(sent: unknown, rows: readonly T[]): { index: number; row: T }[] {
  if (!Array.isArray(sent)) return [];
  return rows.flatMap((row, index) =>
    isEmptyRow(isRecord(sent[index]) ? sent[index] : {}) ? [] : [{ index, row }],
  );
}

/** The rules that join several fields (001 §4, §5), on the cleaned values. */
function checkRules(
  values: ReturnType<typeof cleaned>,
  rows: { history: { index: number; row: HistoryRow }[]; references: { index: number; row: ReferenceRow }[] },
  context: ApplicationContext,
  issue: Issue,
) {
  const currentYear = Number(context.today.slice(0, 4));
  const record = values as unknown as Record<string, unknown>;
  for (const field of ALWAYS_REQUIRED) if (isMissing(record[field])) issue([field], "required");
  const hidden = new Set(hiddenApplicationFields(values, values.alternativeApplication, context));
  for (const field of REQUIRED_WHEN_SHOWN) {
    if (!hidden.has(field) && isMissing(record[field])) issue([field], "required");
  }
  for (const level of EDUCATION_LEVELS) {
    if (isLevelAsked(values, level) && values[`${level}Accredited`] === null) {
      issue([`${level}Accredited`], "required");
    }
    if (!isLevelStudied(values, level)) continue;
    const required: string[] = [`${level}Name`, `${level}Certified`];
    if (isGradeAsked(values, level)) required.push(`${level}Grade`);
    if (level === "highSchool") required.push("highSchoolModality");
    if (level === "university") required.push("universityModality", "universityDegree");
    if ((level === "highSchool" || level === "university") && isCourseAsked(values, level)) {
      required.push(...courseFields(level));
    }
    for (const field of required) if (isMissing(record[field])) issue([field], "required");
  }
  if (values.birthDate !== null) {
    if (values.birthDate < earliestBirthDate(context.today) || values.birthDate > context.today) {
      issue(["birthDate"], "invalid_value");
    } else if (!isAdultByDeadline(values.birthDate, context.today)) {
      issue(["birthDate"], "underage");
    }
  }
  if (values.availabilityDate !== null && values.availabilityDate < context.today) {
    issue(["availabilityDate"], "date_in_past");
  }
  if (values.hasChildren === true && values.childrenCount !== null) {
    const ages = values.childrenAges;
    const agesOk =
      ages.length === values.childrenCount &&
      ages.every((age) => /^\d{1,2}$/.test(age) && Number(age) <= LIMITS.childAge.max);
    if (!agesOk) issue(["childrenAges"], ages.length === 0 ? "required" : "invalid_value");
  }
  if (values.creditorName.some((name) => name.length > LIMITS.text)) issue(["creditorName"], "too_long");
  const alternatives = values.alternativeApplication;
  if (alternatives.length > LIMITS.alternativeVacancies)
    issue(["alternativeApplication"], "too_many_alternatives");
  const choices = alternativeChoices(context.mainJob, context.openJobs);
  if (
    new Set(alternatives).size !== alternatives.length ||
    alternatives.some((id) => !choices.some((job) => job.titleId === id))
  ) {
    issue(["alternativeApplication"], "invalid_value");
  }
  // The history is shown, and so checked, once the applicant says it is not their first job (001 §4).
  if (values.isFirstJob === false) checkHistory(rows.history, currentYear, issue);
  checkReferences(rows.references, issue);
}

/**
 * The job application as POSTed (001 §3, §5, §7): the API validates with it and the web checks the cleaned
 * form with it before sending. Texts are trimmed and kept as text (HTML is not interpreted), names
 * capitalised, phones in the mask's form, hidden dependent fields set to null, empty history and reference
 * rows dropped, the history dropped for a first job, its durations recomputed, the lists split back into
 * arrays. `context` brings today's date and the vacancies, whose rules decide what is shown.
 *
 * Every issue comes at once: the rules that join fields run even when some field failed its own check
 * (`when`), reading that field as unanswered and adding no second issue where it already has one.
 */
export function jobApplicationSchema(context: ApplicationContext) {
  return z.pipe(
    applicationFields.check(
      z.superRefine(
        (fields, ctx) => {
          if (!isRecord(fields)) return;
          const own = new Set(ctx.issues.map((found) => (found.path ?? []).map(String).join(".")));
          const issue: Issue = (path, message) => {
            if (!own.has(path.join("."))) ctx.addIssue({ code: "custom", path, message });
          };
          const values = readable(fields, ctx.issues);
          const rows = {
            history: startedRows(fields.applicantHistory, values.applicantHistory),
            references: startedRows(fields.personalReferences, values.personalReferences),
          };
          checkRules(cleaned(values, context), rows, context, issue);
        },
        { when: () => true },
      ),
    ),
    z.transform((fields) => cleaned(fields, context)),
  );
}

type HistoryRow = z.output<typeof historyEntry>;
type ReferenceRow = z.output<typeof reference>;

function checkHistory(
  rows: readonly { index: number; row: HistoryRow }[],
  currentYear: number,
  issue: Issue,
) {
  if (rows.length === 0) {
    for (const field of HISTORY_REQUIRED) issue(["applicantHistory", 0, field], "field_required");
    return;
  }
  rows.forEach(({ index, row }, position) => {
    const path = (field: string) => ["applicantHistory", index, field];
    // Only the first entry is required (001 §5).
    if (position === 0) {
      for (const field of HISTORY_REQUIRED) if (isMissing(row[field])) issue(path(field), "field_required");
    }
    for (const field of ["workDateStartYear", "workDateEndYear"] as const) {
      const year = row[field];
      if (
        typeof year === "number" &&
        (year > currentYear || year < currentYear - LIMITS.workHistoryYearsBack)
      ) {
        issue(path(field), "invalid_value");
      }
    }
    const { workDateStartMonth: sm, workDateStartYear: sy, workDateEndMonth: em, workDateEndYear: ey } = row;
    if (sm && sy && em && ey && !isEndOnOrAfterStart({ month: sm, year: sy }, { month: em, year: ey })) {
      issue(path("workDateStartMonth"), "start_after_end");
      issue(path("workDateEndMonth"), "end_before_start");
    }
  });
}

function checkReferences(rows: readonly { index: number; row: ReferenceRow }[], issue: Issue) {
  const fields = ["name", "phoneNumber", "relationship"] as const;
  const list =
    rows.length === 0 ? [{ index: 0, row: { name: null, phoneNumber: null, relationship: null } }] : rows;
  for (const { index, row } of list) {
    for (const field of fields) {
      if (row[field] === null || row[field] === undefined)
        issue(["personalReferences", index, field], "field_required");
    }
  }
}

/** The application as sent: lists as the spec joins them, numbers as numbers. */
export type JobApplicationPayload = z.input<ReturnType<typeof jobApplicationSchema>>;
/** The application as validated: cleaned, lists as arrays, history numbered with its durations. */
export type JobApplication = z.output<ReturnType<typeof jobApplicationSchema>>;
export type WorkHistoryEntry = JobApplication["applicantHistory"][number];
export type PersonalReference = JobApplication["personalReferences"][number];

/** The id of the vacancy applied for, read first so the server can load the vacancies the rules need. */
export const jobApplicationPostIdSchema = z.object({ jobPostId: applicationFields.shape.jobPostId });
