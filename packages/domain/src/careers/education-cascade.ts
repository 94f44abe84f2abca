import type { AccreditedAnswer, SchoolGrade, SchoolModality } from "./job-application-options.ts";
import { SCHOOL_GRADES } from "./job-application-options.ts";

/** The four school levels, in the order the form asks them (001 §3, §4). */
export const EDUCATION_LEVELS = ["elementarySchool", "juniorHighSchool", "highSchool", "university"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
/** Levels with a modality (and a degree): high school and university. */
export type ModalityLevel = "highSchool" | "university";

/** The education answers as the form and the payload hold them; absent (undefined) reads as unanswered. */
export type EducationValues = {
  [L in EducationLevel as `${L}Accredited`]?: AccreditedAnswer | null | undefined;
} & { [L in EducationLevel as `${L}Name`]?: string | null | undefined } & {
  [L in EducationLevel as `${L}Grade`]?: SchoolGrade | null | undefined;
} & { [L in EducationLevel as `${L}Certified`]?: "YES" | "NO" | "IN_PROGRESS" | null | undefined } & {
  highSchoolTechnicalDegree?: string | null | undefined;
  highSchoolModality?: SchoolModality | null | undefined;
  highSchoolDateInitOfCourse?: string | null | undefined;
  highSchoolCourseDuration?: string | null | undefined;
  universityDegree?: string | null | undefined;
  universityModality?: SchoolModality | null | undefined;
  universityDateInitOfCourse?: string | null | undefined;
  universityCourseDuration?: string | null | undefined;
};

export type EducationField = keyof EducationValues;

function levelFields(level: EducationLevel): EducationField[] {
  const own: EducationField[] = [`${level}Name`, `${level}Grade`, `${level}Certified`];
  if (level === "highSchool") own.push("highSchoolModality", "highSchoolTechnicalDegree");
  if (level === "university") own.push("universityModality", "universityDegree");
  if (level === "highSchool" || level === "university") own.push(...courseFields(level));
  return own;
}

/** The start date and duration a special course asks instead of a grade (001 §4). */
export function courseFields(level: ModalityLevel) {
  return [`${level}DateInitOfCourse`, `${level}CourseDuration`] as const;
}

/**
 * Whether the level's question is asked: elementary always; every other level once the previous one is
 * accredited (YES); university only when the high-school certificate is YES or IN_PROGRESS.
 */
export function isLevelAsked(values: EducationValues, level: EducationLevel): boolean {
  const index = EDUCATION_LEVELS.indexOf(level);
  if (index === 0) return true;
  const previous = EDUCATION_LEVELS[index - 1] as EducationLevel;
  if (!isLevelAsked(values, previous) || values[`${previous}Accredited`] !== "YES") return false;
  if (level === "university") {
    return values.highSchoolCertified === "YES" || values.highSchoolCertified === "IN_PROGRESS";
  }
  return true;
}

/** Name, certificate (and modality and degree) show once the level is asked and its answer is YES or PARTIAL. */
export function isLevelStudied(values: EducationValues, level: EducationLevel): boolean {
  const answer = values[`${level}Accredited`];
  return isLevelAsked(values, level) && (answer === "YES" || answer === "PARTIAL");
}

/** The last grade is asked for a partial level, except in the special-course modality (no grades). */
export function isGradeAsked(values: EducationValues, level: EducationLevel): boolean {
  if (!isLevelStudied(values, level) || values[`${level}Accredited`] !== "PARTIAL") return false;
  return modalityOf(values, level) !== "SPECIAL_COURSE";
}

/**
 * A studied high school or university in the special-course modality asks its start date and duration
 * (001 §4), whether it was finished or not: a course has no grades, and HR reads what it was from these.
 */
export function isCourseAsked(values: EducationValues, level: EducationLevel): boolean {
  return isLevelStudied(values, level) && modalityOf(values, level) === "SPECIAL_COURSE";
}

function modalityOf(values: EducationValues, level: EducationLevel): SchoolModality | null {
  if (level === "highSchool") return values.highSchoolModality ?? null;
  if (level === "university") return values.universityModality ?? null;
  return null;
}

/**
 * Grades a level offers (001 §9): elementary 6, junior high 3, high school 6 by semester and 9 by quarter
 * (6 for the part-time and open modalities, which follow the semester plan), university 12; none for a
 * special course.
 */
export function gradeChoices(level: EducationLevel, modality: SchoolModality | null): SchoolGrade[] {
  if (modality === "SPECIAL_COURSE") return [];
  const count =
    level === "elementarySchool"
      ? 6
      : level === "juniorHighSchool"
        ? 3
        : level === "university"
          ? 12
          : modality === "QUARTER"
            ? 9
            : 6;
  return SCHOOL_GRADES.slice(0, count);
}

/**
 * What changes when a level's answer changes (001 §4): NO or no answer wipes the level's data and every
 * later level's answer and data; PARTIAL keeps the name and clears certificate, grade and modality.
 */
export function onAccreditedChange(
  level: EducationLevel,
  answer: AccreditedAnswer | null,
): Partial<EducationValues> {
  const patch: Partial<Record<EducationField, null>> = {};
  if (answer === null || answer === "NO") {
    for (const field of levelFields(level)) patch[field] = null;
    for (const later of EDUCATION_LEVELS.slice(EDUCATION_LEVELS.indexOf(level) + 1)) {
      patch[`${later}Accredited`] = null;
      for (const field of levelFields(later)) patch[field] = null;
    }
  } else if (answer === "PARTIAL") {
    patch[`${level}Certified`] = null;
    patch[`${level}Grade`] = null;
    if (level === "highSchool" || level === "university") {
      patch[`${level}Modality`] = null;
      for (const field of courseFields(level)) patch[field] = null;
    }
  }
  return { ...patch, [`${level}Accredited`]: answer };
}

/**
 * Changing the high-school or university modality clears its grade (the choices differ), and its course
 * start and duration, so that leaving the special course and coming back starts them empty.
 */
export function onModalityChange(
  level: ModalityLevel,
  modality: SchoolModality | null,
): Partial<EducationValues> {
  const [start, duration] = courseFields(level);
  return { [`${level}Modality`]: modality, [`${level}Grade`]: null, [start]: null, [duration]: null };
}

/** Every education field the cascade does not show, so a cleaned payload can null it. */
export function hiddenEducationFields(values: EducationValues): EducationField[] {
  const hidden: EducationField[] = [];
  for (const level of EDUCATION_LEVELS) {
    if (!isLevelAsked(values, level)) hidden.push(`${level}Accredited`);
    if (!isLevelStudied(values, level)) {
      hidden.push(...levelFields(level));
      continue;
    }
    if (!isGradeAsked(values, level)) hidden.push(`${level}Grade`);
    if ((level === "highSchool" || level === "university") && !isCourseAsked(values, level)) {
      hidden.push(...courseFields(level));
    }
  }
  return hidden;
}
