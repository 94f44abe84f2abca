import { describe, expect, it } from "vitest";
import {
  type EducationValues,
  gradeChoices,
  hiddenEducationFields,
  isCourseAsked,
  isGradeAsked,
  isLevelAsked,
  isLevelStudied,
  onAccreditedChange,
  onModalityChange,
} from "../../src/careers/education-cascade.ts";
import {
  draft,
  HIGH_SCHOOL_UNANSWERED,
  JUNIOR_HIGH_SCHOOL_NOT_STUDIED,
  UNIVERSITY_UNANSWERED,
} from "./fixtures.ts";

const education = (overrides: Partial<EducationValues>): EducationValues =>
  ({ ...draft(), ...overrides }) as EducationValues;

describe("which levels are asked (001 §4)", () => {
  it.each([
    ["nothing answered", {}, [true, false, false, false]],
    [
      "elementary YES",
      { elementarySchoolAccredited: "YES", juniorHighSchoolAccredited: null },
      [true, true, false, false],
    ],
    ["elementary PARTIAL", { elementarySchoolAccredited: "PARTIAL" }, [true, false, false, false]],
    [
      "high school YES, certificate NO",
      {
        elementarySchoolAccredited: "YES",
        juniorHighSchoolAccredited: "YES",
        highSchoolAccredited: "YES",
        highSchoolCertified: "NO",
      },
      [true, true, true, false],
    ],
    [
      "high school YES, certificate IN_PROGRESS",
      {
        elementarySchoolAccredited: "YES",
        juniorHighSchoolAccredited: "YES",
        highSchoolAccredited: "YES",
        highSchoolCertified: "IN_PROGRESS",
      },
      [true, true, true, true],
    ],
    [
      "high school YES, certificate YES",
      {
        elementarySchoolAccredited: "YES",
        juniorHighSchoolAccredited: "YES",
        highSchoolAccredited: "YES",
        highSchoolCertified: "YES",
      },
      [true, true, true, true],
    ],
    [
      "junior high NO hides high school even with answers left",
      {
        elementarySchoolAccredited: "YES",
        juniorHighSchoolAccredited: "NO",
        highSchoolAccredited: "YES",
        highSchoolCertified: "YES",
      },
      [true, true, false, false],
    ],
  ] as const)("%s", (_, overrides, expected) => {
    const values = education({
      elementarySchoolAccredited: null,
      juniorHighSchoolAccredited: null,
      ...overrides,
    });
    expect(
      (["elementarySchool", "juniorHighSchool", "highSchool", "university"] as const).map((level) =>
        isLevelAsked(values, level),
      ),
    ).toEqual(expected);
  });

  it.each([
    ["highSchool", "YES"],
    ["highSchool", "PARTIAL"],
    ["university", "YES"],
    ["university", "PARTIAL"],
  ] as const)(
    "%s %s in the special-course modality asks start and duration, no grade (001 §4)",
    (level, answer) => {
      const studied = education({
        elementarySchoolAccredited: "YES",
        juniorHighSchoolAccredited: "YES",
        highSchoolAccredited: level === "highSchool" ? answer : "YES",
        highSchoolCertified: "YES",
        universityAccredited: level === "university" ? answer : null,
        [`${level}Modality`]: "SPECIAL_COURSE",
      });
      expect(isCourseAsked(studied, level)).toBe(true);
      expect(isGradeAsked(studied, level)).toBe(false);
      expect(hiddenEducationFields(studied)).not.toContain(`${level}CourseDuration`);
      const semester = { ...studied, [`${level}Modality`]: "SEMESTER" };
      expect(isCourseAsked(semester, level)).toBe(false);
      expect(hiddenEducationFields(semester)).toEqual(
        expect.arrayContaining([`${level}DateInitOfCourse`, `${level}CourseDuration`]),
      );
    },
  );

  it("a NO answer shows none of the level's fields; PARTIAL asks the last grade", () => {
    const values = education({ elementarySchoolAccredited: "PARTIAL" });
    expect(isLevelStudied(values, "elementarySchool")).toBe(true);
    expect(isGradeAsked(values, "elementarySchool")).toBe(true);
    expect(isGradeAsked(education({ elementarySchoolAccredited: "YES" }), "elementarySchool")).toBe(false);
    expect(isLevelStudied(education({ elementarySchoolAccredited: "NO" }), "elementarySchool")).toBe(false);
  });
});

describe("answer changes", () => {
  /** What both PARTIAL and a new modality clear in high school. */
  const HIGH_SCHOOL_GRADE_AND_COURSE_CLEARED = {
    highSchoolGrade: null,
    highSchoolDateInitOfCourse: null,
    highSchoolCourseDuration: null,
  };

  it("NO wipes the level's data and every later level's answer", () => {
    expect(onAccreditedChange("juniorHighSchool", "NO")).toEqual({
      ...JUNIOR_HIGH_SCHOOL_NOT_STUDIED,
      ...HIGH_SCHOOL_UNANSWERED,
      ...UNIVERSITY_UNANSWERED,
    });
  });

  it("clearing the answer wipes like NO", () => {
    expect(onAccreditedChange("university", null)).toEqual(UNIVERSITY_UNANSWERED);
  });

  it("PARTIAL keeps the name, clears certificate, grade, modality and a course's start and duration", () => {
    expect(onAccreditedChange("highSchool", "PARTIAL")).toEqual({
      highSchoolAccredited: "PARTIAL",
      highSchoolCertified: null,
      highSchoolModality: null,
      ...HIGH_SCHOOL_GRADE_AND_COURSE_CLEARED,
    });
  });

  it("YES changes only the answer", () => {
    expect(onAccreditedChange("elementarySchool", "YES")).toEqual({ elementarySchoolAccredited: "YES" });
  });

  it("a modality change clears the grade and a course's start and duration", () => {
    expect(onModalityChange("highSchool", "QUARTER")).toEqual({
      highSchoolModality: "QUARTER",
      ...HIGH_SCHOOL_GRADE_AND_COURSE_CLEARED,
    });
    expect(onModalityChange("university", "OPEN")).toEqual({
      universityModality: "OPEN",
      universityGrade: null,
      universityDateInitOfCourse: null,
      universityCourseDuration: null,
    });
  });
});

describe("grade choices (001 §9)", () => {
  it.each([
    ["elementarySchool", null, 6],
    ["juniorHighSchool", null, 3],
    ["highSchool", "SEMESTER", 6],
    ["highSchool", "QUARTER", 9],
    ["highSchool", "OPEN", 6],
    ["university", "SEMESTER", 12],
    ["university", "SPECIAL_COURSE", 0],
  ] as const)("%s %s -> %i", (level, modality, count) => {
    const grades = gradeChoices(level, modality);
    expect(grades).toHaveLength(count);
    if (count > 0) expect(grades[0]).toBe("GRADE_1ST");
  });

  it("a partial special course asks no grade", () => {
    const values = education({
      juniorHighSchoolAccredited: "YES",
      highSchoolAccredited: "PARTIAL",
      highSchoolModality: "SPECIAL_COURSE",
    });
    expect(isGradeAsked(values, "highSchool")).toBe(false);
    expect(hiddenEducationFields(values)).toContain("highSchoolGrade");
  });
});
