import { type EducationValues, hiddenEducationFields } from "./education-cascade.ts";
import { asksProfessionalLicense, type JobRef } from "./job-title-rules.ts";

/** What the application's conditional rules need to know besides the answers. */
export type ApplicationContext = {
  /** Today in the park's time zone (the clock is the caller's). */
  today: string;
  /** The vacancy applied for. */
  mainJob: JobRef;
  /** Every open vacancy (the main one included): the alternatives are chosen among the others. */
  openJobs: readonly JobRef[];
};

/** The answers the conditional rules read; every other field is always shown. */
export type VisibilityValues = EducationValues & {
  gender?: string | null;
  currentlyStudying?: boolean | null;
  currentlySchoolModality?: string | null;
  professionalLicense?: boolean | null;
  speaksEnglish?: boolean | null;
  hasIllness?: boolean | null;
  isFirstJob?: boolean | null;
  hasDriverLicense?: boolean | null;
  driverLicenseEmitter?: string | null;
  isPublicTransportUser?: boolean | null;
  hasDebt?: boolean | null;
  unionAffiliated?: boolean | null;
  hasChildren?: boolean | null;
  hasRelativeEmployee?: boolean | null;
  jobPostSource?: string | null;
  hasAlternativeApplication?: boolean | null;
};

/** The answers about studies under way, asked only while currently studying. */
export const CURRENT_STUDY_FIELDS = [
  "currentlySchoolName",
  "currentlySchoolModality",
  "currentlySchoolSchedule",
  "currentlySchoolDegree",
  "currentlyDateInitOfCourse",
  "currentlyCourseDuration",
  "currentlySchoolGrade",
  "currentlySchoolCity",
] as const;

/**
 * Answering currentlyStudying: no (or no answer) clears every current-study answer (001 §4: "otherwise they
 * are cleared"), so saying yes again starts them empty rather than bringing the old answers back.
 */
export function onCurrentlyStudyingChange(
  studying: boolean | null,
): { currentlyStudying: boolean | null } & Partial<Record<(typeof CURRENT_STUDY_FIELDS)[number], null>> {
  if (studying === true) return { currentlyStudying: true };
  return {
    currentlyStudying: studying,
    ...Object.fromEntries(CURRENT_STUDY_FIELDS.map((field) => [field, null])),
  };
}

/** Whether the alternative vacancies are offered: other vacancies exist and the applicant said yes. */
export function offersAlternatives(context: ApplicationContext): boolean {
  return context.openJobs.some((job) => job.titleId !== context.mainJob.titleId);
}

/**
 * Every dependent field the form does not show for these answers (001 §4); the cleaned payload sends them
 * as null. `alternatives` are the chosen alternative title ids.
 */
export function hiddenApplicationFields(
  values: VisibilityValues,
  alternatives: readonly string[],
  context: ApplicationContext,
): string[] {
  const hidden: string[] = hiddenEducationFields(values);
  const hide = (when: boolean, ...fields: string[]) => {
    if (when) hidden.push(...fields);
  };
  hide(values.gender !== "O", "otherGender");
  hide(values.currentlyStudying !== true, ...CURRENT_STUDY_FIELDS);
  if (values.currentlyStudying === true) {
    const special = values.currentlySchoolModality === "SPECIAL_COURSE";
    hide(special, "currentlySchoolGrade");
    hide(!special, "currentlyDateInitOfCourse", "currentlyCourseDuration");
  }
  const licenseAsked = asksProfessionalLicense(context.mainJob, alternatives);
  hide(!licenseAsked, "professionalLicense");
  hide(!licenseAsked || values.professionalLicense !== true, "professionalLicenseNumber");
  hide(values.speaksEnglish !== true, "englishProficiencyPercentage");
  hide(values.hasIllness !== true, "illness");
  hide(values.hasDriverLicense !== true, "driverLicenseType", "driverLicenseEmitter");
  hide(values.hasDriverLicense !== true || values.driverLicenseEmitter !== "STATE", "driverLicenseState");
  hide(values.isPublicTransportUser !== true, "travelCount");
  hide(values.hasDebt !== true, "creditorName");
  hide(values.unionAffiliated !== true, "unionName");
  hide(values.hasChildren !== true, "childrenCount", "childrenAges", "childrenCare");
  hide(values.hasRelativeEmployee !== true, "relativeEmployeeName");
  hide(values.jobPostSource !== "OTHER", "jobPostSourceOther");
  hide(!offersAlternatives(context), "hasAlternativeApplication");
  hide(!offersAlternatives(context) || values.hasAlternativeApplication !== true, "alternativeApplication");
  return hidden;
}
