import { describe, expect, it } from "vitest";
import {
  type ApplicationContext,
  onCurrentlyStudyingChange,
} from "../../src/careers/application-visibility.ts";
import { adultDeadlineYear } from "../../src/careers/birth-date.ts";
import { cleanJobApplication, type JobApplicationDraft } from "../../src/careers/clean-job-application.ts";
import { ALWAYS_REQUIRED, jobApplicationSchema } from "../../src/careers/job-application-schema.ts";
import { DRIVER_CONTEXT, draft, JOB_ENTRY, NOT_STUDYING } from "./fixtures.ts";

function issuesOf(payload: unknown, context: ApplicationContext = DRIVER_CONTEXT) {
  const result = jobApplicationSchema(context).safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

function issues(values: JobApplicationDraft, context: ApplicationContext = DRIVER_CONTEXT) {
  return Object.fromEntries(issuesOf(cleanJobApplication(values, context), context));
}

/**
 * Every field the spec marks with an asterisk that an empty application leaves unanswered (001 §5): the
 * phone was answered (badly), and the form shows the alternatives' question and the first school level.
 */
const EMPTY_REQUIRED = [
  ...ALWAYS_REQUIRED.filter((field) => field !== "phoneNumber"),
  "hasAlternativeApplication",
  "elementarySchoolAccredited",
];

describe("one check reports every issue (issue 30, item 12)", () => {
  it("a bad phone and everything else empty: the phone and every required field, together", () => {
    const found = Object.fromEntries(
      issuesOf({ jobPostId: 1, phoneNumber: "(646) 123-45", captchaVerified: true }),
    );
    expect(found.phoneNumber).toBe("invalid_phone");
    for (const field of EMPTY_REQUIRED) expect(found[field], field).toBe("required");
    expect(found["personalReferences.0.name"]).toBe("field_required");
    // The work history is not shown until the applicant says it is not their first job.
    expect(Object.keys(found).filter((path) => path.startsWith("applicantHistory"))).toEqual([]);
    // 36 required fields, the phone, and the reference's name, phone and relationship.
    expect(EMPTY_REQUIRED).toHaveLength(36);
    expect(Object.keys(found)).toHaveLength(40);
  });

  it("each field's own issue and the rules joining fields come in the same answer, one per field", () => {
    const found = issuesOf(
      cleanJobApplication(
        draft({
          email: "maria@",
          speaksEnglish: true,
          englishProficiencyPercentage: 101,
          yearsInEnsenada: 101,
          monthsInEnsenada: 12,
          hasIllness: true,
          birthDate: "2015-01-01",
          isFirstJob: false,
          applicantHistory: [{ ...JOB_ENTRY, companyPhoneNumber: "123", position: "" }],
        }),
        DRIVER_CONTEXT,
      ),
    );
    expect(Object.fromEntries(found)).toEqual({
      email: "invalid_email",
      englishProficiencyPercentage: "invalid_value",
      yearsInEnsenada: "invalid_value",
      monthsInEnsenada: "invalid_value",
      illness: "required",
      birthDate: "underage",
      "applicantHistory.0.companyPhoneNumber": "invalid_phone",
      "applicantHistory.0.position": "field_required",
    });
    expect(found).toHaveLength(8);
  });

  it("a field that failed its own check reads as unanswered for the others, without a second issue", () => {
    const found = issuesOf({
      ...cleanJobApplication(draft(), DRIVER_CONTEXT),
      hasChildren: "yes",
      personalReferences: [{ phoneNumber: "123" }],
    });
    expect(Object.fromEntries(found)).toEqual({
      hasChildren: "invalid_value",
      "personalReferences.0.phoneNumber": "phone_format",
      "personalReferences.0.name": "field_required",
      "personalReferences.0.relationship": "field_required",
    });
    expect(found).toHaveLength(4);
  });

  it("an answer that is not an object at all is one issue", () => {
    expect(issuesOf("nonsense")).toHaveLength(1);
  });
});

describe("ranges and their messages (001 §5)", () => {
  it.each([
    ["yearsInEnsenada", { yearsInEnsenada: 100 }, {}],
    ["yearsInEnsenada", { yearsInEnsenada: 101 }, { yearsInEnsenada: "invalid_value" }],
    ["monthsInEnsenada", { monthsInEnsenada: 11 }, {}],
    ["monthsInEnsenada", { monthsInEnsenada: 12 }, { monthsInEnsenada: "invalid_value" }],
    ["English 0 %", { speaksEnglish: true, englishProficiencyPercentage: 0 }, {}],
    ["English 100 %", { speaksEnglish: true, englishProficiencyPercentage: 100 }, {}],
    [
      "English 101 %",
      { speaksEnglish: true, englishProficiencyPercentage: 101 },
      { englishProficiencyPercentage: "invalid_value" },
    ],
    ["height 1 m", { height: 1 }, {}],
    ["height 3 m", { height: 3 }, {}],
    ["height 0.99 m", { height: 0.99 }, { height: "invalid_value" }],
    ["weight 999.99", { weight: 999.99 }, {}],
    ["weight -1", { weight: -1 }, { weight: "invalid_value" }],
    ["grade average 0", { lastGradePointAverage: 0 }, {}],
    ["grade average -0.5", { lastGradePointAverage: -0.5 }, { lastGradePointAverage: "invalid_value" }],
  ] as const)("%s -> %j", (_, overrides, expected) => {
    expect(issues(draft(overrides as Partial<JobApplicationDraft>))).toEqual(expected);
  });
});

const HIGH_SCHOOL = {
  juniorHighSchoolAccredited: "YES",
  juniorHighSchoolName: "Secundaria 5",
  juniorHighSchoolCertified: "YES",
  highSchoolAccredited: "YES",
  highSchoolName: "CECATI 12",
  highSchoolCertified: "IN_PROGRESS",
  highSchoolModality: "SPECIAL_COURSE",
} as const;

describe("a special course in high school or university (001 §4)", () => {
  it("asks its start date and duration, the duration at most 50 characters", () => {
    expect(issues(draft(HIGH_SCHOOL))).toEqual({
      highSchoolDateInitOfCourse: "required",
      highSchoolCourseDuration: "required",
      universityAccredited: "required",
    });
    const course = { highSchoolDateInitOfCourse: "2026-01-12", highSchoolCourseDuration: "x".repeat(51) };
    expect(issues(draft({ ...HIGH_SCHOOL, ...course, universityAccredited: "NO" }))).toEqual({
      highSchoolCourseDuration: "course_duration_too_long",
    });
  });

  it("the university's too, and another modality drops them from what is kept", () => {
    const university = {
      ...HIGH_SCHOOL,
      highSchoolModality: "SEMESTER",
      universityAccredited: "PARTIAL",
      universityName: "UABC",
      universityCertified: "NO",
      universityDegree: "Turismo",
      universityModality: "SPECIAL_COURSE",
      universityDateInitOfCourse: "2025-08-01",
      universityCourseDuration: "2 años",
    } as const;
    const kept = jobApplicationSchema(DRIVER_CONTEXT).safeParse(
      cleanJobApplication(draft({ ...university, highSchoolCourseDuration: "6 meses" }), DRIVER_CONTEXT),
    );
    expect(kept.success).toBe(true);
    if (!kept.success) return;
    expect(kept.data.universityCourseDuration).toBe("2 años");
    expect(kept.data.universityGrade).toBeNull();
    expect(kept.data.highSchoolCourseDuration).toBeNull();
  });
});

describe("the under-18 rule read on 22 November (the deadline is the next 10 July)", () => {
  const NOVEMBER: ApplicationContext = { ...DRIVER_CONTEXT, today: "2026-11-22" };

  it.each([
    ["2008-08-01", {}],
    ["2009-07-10", {}],
    ["2009-07-11", { birthDate: "underage" }],
  ])("%s -> %j", (birthDate, expected) => {
    expect(issues(draft({ birthDate, availabilityDate: "2026-11-22" }), NOVEMBER)).toEqual(expected);
  });

  it("the message names 10 July of 2027, a day still to come", () => {
    expect(adultDeadlineYear(NOVEMBER.today)).toBe(2027);
  });
});

describe("turning currently studying off (001 §4: otherwise they are cleared)", () => {
  it("clears every current-study answer, so yes again starts empty", () => {
    expect(onCurrentlyStudyingChange(false)).toEqual(NOT_STUDYING);
    expect(onCurrentlyStudyingChange(true)).toEqual({ currentlyStudying: true });
  });
});
