import { describe, expect, it } from "vitest";
import type { ApplicationContext } from "../../src/careers/application-visibility.ts";
import { cleanJobApplication, type JobApplicationDraft } from "../../src/careers/clean-job-application.ts";
import { jobApplicationSchema } from "../../src/careers/job-application-schema.ts";
import { DRIVER_CONTEXT, draft, JOB_ENTRY, TODAY } from "./fixtures.ts";

function parse(values: JobApplicationDraft, context: ApplicationContext = DRIVER_CONTEXT) {
  return jobApplicationSchema(context).safeParse(cleanJobApplication(values, context));
}

function issues(values: JobApplicationDraft, context: ApplicationContext = DRIVER_CONTEXT) {
  const result = parse(values, context);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const NURSING: ApplicationContext = {
  ...DRIVER_CONTEXT,
  mainJob: { titleId: "NURSING_TECHNICIAN", area: "Enfermería" },
};
const COOK: ApplicationContext = { ...DRIVER_CONTEXT, mainJob: { titleId: "COOK", area: "Cocina" } };

describe("jobApplicationSchema: a complete first-job application (001 §3, §5)", () => {
  it("is accepted, trimmed, names capitalised, phones in the mask, no history", () => {
    const result = parse(draft());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.applicantName).toBe("María Luisa");
    expect(result.data.applicantFatherLastname).toBe("Pérez");
    expect(result.data.applicantMotherLastname).toBeNull();
    expect(result.data.homePhoneNumber).toBeNull();
    expect(result.data.phoneNumber).toBe("(646) 123-4567");
    expect(result.data.personalReferences).toEqual([
      { name: "Juan López", phoneNumber: "(646) 111-2222", relationship: "Amigo" },
    ]);
    expect(result.data.applicantHistory).toEqual([]);
  });

  it("keeps HTML in texts as text", () => {
    const result = parse(draft({ hobbies: "<script>alert(1)</script>" }));
    expect(result.success && result.data.hobbies).toBe("<script>alert(1)</script>");
  });
});

describe("required fields and limits", () => {
  it.each([
    ["applicantName", { applicantName: "  " }, "required"],
    ["birthDate", { birthDate: null }, "required"],
    ["email", { email: "maria@" }, "invalid_email"],
    ["phoneNumber", { phoneNumber: "" }, "required"],
    ["phoneNumber", { phoneNumber: "(646) 123-45" }, "invalid_phone"],
    ["homePhoneNumber", { homePhoneNumber: "123" }, "invalid_phone"],
    ["address", { address: "a".repeat(81) }, "too_long"],
    ["hobbies", { hobbies: "a".repeat(501) }, "too_long"],
    ["hobbies", { hobbies: "a".repeat(10_000) }, "too_long"],
    ["gender", { gender: "X" as never }, "invalid_value"],
    ["maritalStatus", { maritalStatus: null }, "required"],
    ["height", { height: 0.9 }, "invalid_value"],
    ["height", { height: 3.01 }, "invalid_value"],
    ["weight", { weight: 1000 }, "invalid_value"],
    ["yearsInEnsenada", { yearsInEnsenada: 101 }, "invalid_value"],
    ["monthsInEnsenada", { monthsInEnsenada: 12 }, "invalid_value"],
    ["dependantCount", { dependantCount: 11 }, "invalid_value"],
    ["shirtSize", { shirtSize: "XXXXL" as never }, "invalid_value"],
    ["jobPostSource", { jobPostSource: null }, "required"],
    ["availabilityDate", { availabilityDate: "2027-03-09" }, "date_in_past"],
    ["captchaVerified", { captchaVerified: false as never }, "required"],
  ] as const)("%s: %j -> %s", (field, overrides, message) => {
    expect(issues(draft(overrides as Partial<JobApplicationDraft>))).toEqual({ [field]: message });
  });

  it.each([
    [1, true],
    [3, true],
    [2.5, true],
  ])("height %s m is accepted: %s", (height, ok) => {
    expect(parse(draft({ height })).success).toBe(ok);
  });

  it("availability 'Inmediatamente' is today and accepted", () => {
    expect(issues(draft({ availabilityDate: TODAY }))).toEqual({});
  });

  it("grade point average above 100 becomes 100; negative refused", () => {
    const result = parse(draft({ lastGradePointAverage: 120 }));
    expect(result.success && result.data.lastGradePointAverage).toBe(100);
    expect(issues(draft({ lastGradePointAverage: -1 }))).toEqual({ lastGradePointAverage: "invalid_value" });
  });
});

describe("birth date: 18 by 10 July of the current year", () => {
  it.each([
    ["2009-07-10", {}],
    ["2009-07-11", { birthDate: "underage" }],
    ["2010-01-01", { birthDate: "underage" }],
    ["1990-02-28", {}],
    ["1926-12-31", { birthDate: "invalid_value" }],
    ["2027-03-11", { birthDate: "invalid_value" }],
    ["2009-02-30", { birthDate: "invalid_value" }],
  ])("%s -> %j", (birthDate, expected) => {
    expect(issues(draft({ birthDate }))).toEqual(expected);
  });
});

describe("conditional fields (001 §4)", () => {
  it.each([
    ["otherGender when gender O", { gender: "O" }, { otherGender: "required" }],
    ["English percentage", { speaksEnglish: true }, { englishProficiencyPercentage: "required" }],
    [
      "English percentage above 100",
      { speaksEnglish: true, englishProficiencyPercentage: 101 },
      { englishProficiencyPercentage: "invalid_value" },
    ],
    ["illness", { hasIllness: true }, { illness: "required" }],
    ["travel count", { isPublicTransportUser: true }, { travelCount: "required" }],
    ["travel count 11", { isPublicTransportUser: true, travelCount: 11 }, { travelCount: "invalid_value" }],
    ["creditors", { hasDebt: true }, { creditorName: "required" }],
    ["union name", { unionAffiliated: true }, { unionName: "required" }],
    ["relative name", { hasRelativeEmployee: true }, { relativeEmployeeName: "required" }],
    ["other source", { jobPostSource: "OTHER" }, { jobPostSourceOther: "required" }],
    ["licence state", { driverLicenseState: null }, { driverLicenseState: "required" }],
    ["licence type", { driverLicenseType: null }, { driverLicenseType: "required" }],
    [
      "children",
      { hasChildren: true },
      { childrenCount: "required", childrenCare: "required", childrenAges: "required" },
    ],
    [
      "children ages must match the count",
      { hasChildren: true, childrenCount: 2, childrenCare: "Abuela", childrenAges: ["3"] },
      { childrenAges: "invalid_value" },
    ],
    [
      "children ages 0..99",
      { hasChildren: true, childrenCount: 1, childrenCare: "Abuela", childrenAges: ["100"] },
      { childrenAges: "invalid_value" },
    ],
    [
      "current studies",
      { currentlyStudying: true },
      {
        currentlySchoolName: "required",
        currentlySchoolModality: "required",
        currentlySchoolSchedule: "required",
        currentlySchoolDegree: "required",
        currentlySchoolGrade: "required",
        currentlySchoolCity: "required",
      },
    ],
  ] as const)("%s", (_, overrides, expected) => {
    expect(issues(draft(overrides as Partial<JobApplicationDraft>))).toEqual(expected);
  });

  it("a special course asks start date and duration (max 50) instead of a grade", () => {
    const studying = {
      currentlyStudying: true,
      currentlySchoolName: "CECATI",
      currentlySchoolModality: "SPECIAL_COURSE",
      currentlySchoolSchedule: "Sábados",
      currentlySchoolDegree: "Soldadura",
      currentlySchoolGrade: "GRADE_2ND",
      currentlySchoolCity: "Ensenada",
    } as const;
    expect(issues(draft(studying))).toEqual({
      currentlyDateInitOfCourse: "required",
      currentlyCourseDuration: "required",
    });
    const full = { ...studying, currentlyDateInitOfCourse: "2027-01-10", currentlyCourseDuration: "6 meses" };
    const result = parse(draft(full));
    expect(result.success && result.data.currentlySchoolGrade).toBeNull();
    expect(issues(draft({ ...full, currentlyCourseDuration: "x".repeat(51) }))).toEqual({
      currentlyCourseDuration: "course_duration_too_long",
    });
  });

  it("hidden dependent fields are sent as null whatever they held", () => {
    const result = parse(
      draft({
        otherGender: "x",
        illness: "gripe",
        unionName: "CTM",
        travelCount: 3,
        creditorName: ["Fonacot"],
      }),
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      otherGender: null,
      illness: null,
      unionName: null,
      travelCount: null,
    });
    expect(result.data.creditorName).toEqual([]);
  });

  it("the professional licence is asked for nursing vacancies, and its number when held", () => {
    expect(issues(draft(), NURSING)).toEqual({ professionalLicense: "required" });
    expect(issues(draft({ professionalLicense: true }), NURSING)).toEqual({
      professionalLicenseNumber: "required",
    });
    expect(issues(draft({ professionalLicense: false }), NURSING)).toEqual({});
    expect(issues(draft({ professionalLicense: true }), COOK)).toEqual({});
  });

  it("a paramedic alternative asks the professional licence of a cook", () => {
    const alt = { hasAlternativeApplication: true, alternativeApplication: ["PARAMEDIC"] };
    expect(issues(draft(alt), COOK)).toEqual({ professionalLicense: "required" });
  });
});

describe("alternative vacancies", () => {
  it("keep the order chosen, joined by a comma", () => {
    const payload = cleanJobApplication(
      draft({
        hasAlternativeApplication: true,
        alternativeApplication: ["COOK", "ATV_GUIDE", "ACCESS_CONTROL"],
      }),
      DRIVER_CONTEXT,
    );
    expect(payload.alternativeApplication).toBe("COOK,ATV_GUIDE,ACCESS_CONTROL");
    const result = jobApplicationSchema(DRIVER_CONTEXT).safeParse(payload);
    expect(result.success && result.data.alternativeApplication).toEqual([
      "COOK",
      "ATV_GUIDE",
      "ACCESS_CONTROL",
    ]);
  });

  it.each([
    [
      "more than 5",
      ["NURSING_TECHNICIAN", "PARAMEDIC", "ACCESS_CONTROL", "ATV_GUIDE", "COOK", "WAREHOUSE_ASSISTANT"],
      "too_many_alternatives",
    ],
    ["the main job itself", ["WATER_PIPE_TRUCK_DRIVER"], "invalid_value"],
    ["an unknown title", ["ASTRONAUT"], "invalid_value"],
    ["a repeated title", ["COOK", "COOK"], "invalid_value"],
  ])("refuse %s", (_, alternativeApplication, message) => {
    const values = draft({ hasAlternativeApplication: true, alternativeApplication });
    expect(issues(values)).toMatchObject({
      alternativeApplication: message,
    });
  });

  it("are required when the applicant says yes, and cleared when no", () => {
    expect(issues(draft({ hasAlternativeApplication: true }))).toEqual({
      alternativeApplication: "required",
    });
    const payload = cleanJobApplication(draft({ alternativeApplication: ["COOK"] }), DRIVER_CONTEXT);
    expect(payload.alternativeApplication).toBeNull();
  });

  it("without a driver licence the driver jobs are dropped from the alternatives", () => {
    const values = draft({
      hasDriverLicense: false,
      hasAlternativeApplication: true,
      alternativeApplication: ["ACCESS_CONTROL", "WATER_PIPE_TRUCK_DRIVER", "ATV_GUIDE"],
    });
    expect(cleanJobApplication(values, COOK).alternativeApplication).toBe("ACCESS_CONTROL,ATV_GUIDE");
  });

  it("are not asked when the vacancy is the only one open", () => {
    const alone: ApplicationContext = { ...DRIVER_CONTEXT, openJobs: [DRIVER_CONTEXT.mainJob] };
    const result = parse(draft({ hasAlternativeApplication: null }), alone);
    expect(result.success && result.data.hasAlternativeApplication).toBe(false);
  });
});

describe("work history (001 §5)", () => {
  const experienced = (rows: JobApplicationDraft["applicantHistory"]) =>
    draft({ isFirstJob: false, applicantHistory: rows });

  it("every field of the first entry is required unless first job ('Campo requerido')", () => {
    const found = issues(experienced([]));
    expect(Object.keys(found)).toHaveLength(12);
    expect(found["applicantHistory.0.companyName"]).toBe("field_required");
    expect(found["applicantHistory.0.companyPhoneNumber"]).toBeUndefined();
  });

  it("an entry is numbered and its duration computed; empty rows dropped", () => {
    const empty = { companyName: "", position: null };
    const result = parse(experienced([JOB_ENTRY, empty, { ...JOB_ENTRY, supervisorName: "luis" }]));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.applicantHistory.map((row) => [row.order, row.durationInCompany])).toEqual([
      [0, "2 años y 4 meses"],
      [1, "2 años y 4 meses"],
    ]);
    expect(result.data.applicantHistory[0]?.supervisorName).toBe("Ana Ruiz");
    expect(result.data.applicantHistory[0]?.weeklySalaryFinal).toBe(180_050);
  });

  it("the end before the start is refused on both dates; the same month is accepted", () => {
    expect(issues(experienced([{ ...JOB_ENTRY, workDateEndYear: 2019 }]))).toEqual({
      "applicantHistory.0.workDateStartMonth": "start_after_end",
      "applicantHistory.0.workDateEndMonth": "end_before_start",
    });
    expect(issues(experienced([{ ...JOB_ENTRY, workDateEndMonth: "MARCH", workDateEndYear: 2020 }]))).toEqual(
      {},
    );
  });

  it.each([
    [1977, {}],
    [1976, { "applicantHistory.0.workDateStartYear": "invalid_value" }],
  ])("start year %s (50 years back from 2027)", (workDateStartYear, expected) => {
    expect(issues(experienced([{ ...JOB_ENTRY, workDateStartYear }]))).toEqual(expected);
  });

  it("is dropped entirely for a first job", () => {
    const payload = cleanJobApplication(
      draft({ isFirstJob: true, applicantHistory: [JOB_ENTRY] }),
      DRIVER_CONTEXT,
    );
    expect(payload.applicantHistory).toEqual([]);
  });
});

describe("personal references", () => {
  it("at least one must be complete", () => {
    expect(issues(draft({ personalReferences: [] }))).toEqual({
      "personalReferences.0.name": "field_required",
      "personalReferences.0.phoneNumber": "field_required",
      "personalReferences.0.relationship": "field_required",
    });
  });

  it("a started row must be completed; empty rows are dropped; the phone needs 10 digits", () => {
    const complete = { name: "Juan", phoneNumber: "6461112222", relationship: "Amigo" };
    expect(
      issues(draft({ personalReferences: [complete, { name: "", phoneNumber: "", relationship: "" }] })),
    ).toEqual({});
    expect(
      issues(draft({ personalReferences: [complete, { name: "Ana", phoneNumber: "", relationship: "" }] })),
    ).toEqual({
      "personalReferences.1.phoneNumber": "field_required",
      "personalReferences.1.relationship": "field_required",
    });
    expect(issues(draft({ personalReferences: [{ ...complete, phoneNumber: "646111" }] }))).toEqual({
      "personalReferences.0.phoneNumber": "phone_format",
    });
  });
});

describe("lists joined as the spec says (001 §7)", () => {
  it("childrenAges by ',', creditorName by ', '", () => {
    const payload = cleanJobApplication(
      draft({
        hasChildren: true,
        childrenCount: 2,
        childrenCare: "Abuela",
        childrenAges: ["3", "7"],
        hasDebt: true,
        creditorName: ["Infonavit", "Banco Azteca"],
      }),
      DRIVER_CONTEXT,
    );
    expect(payload.childrenAges).toBe("3,7");
    expect(payload.creditorName).toBe("Infonavit, Banco Azteca");
    expect(jobApplicationSchema(DRIVER_CONTEXT).safeParse(payload).success).toBe(true);
  });
});

describe("the server's own reading of what arrives", () => {
  it("a history row carrying only its number and duration counts as empty", () => {
    const payload = cleanJobApplication(
      draft({ isFirstJob: false, applicantHistory: [JOB_ENTRY] }),
      DRIVER_CONTEXT,
    );
    const rows = [...(payload.applicantHistory ?? []), { order: 1, durationInCompany: "9 años y 9 meses" }];
    const result = jobApplicationSchema(DRIVER_CONTEXT).safeParse({ ...payload, applicantHistory: rows });
    expect(result.success && result.data.applicantHistory).toHaveLength(1);
  });

  it("a sent duration is replaced by the computed one", () => {
    const payload = cleanJobApplication(
      draft({ isFirstJob: false, applicantHistory: [JOB_ENTRY] }),
      DRIVER_CONTEXT,
    );
    const rows = (payload.applicantHistory ?? []).map((row) => ({ ...row, durationInCompany: "99 años" }));
    const result = jobApplicationSchema(DRIVER_CONTEXT).safeParse({ ...payload, applicantHistory: rows });
    expect(result.success && result.data.applicantHistory[0]?.durationInCompany).toBe("2 años y 4 meses");
  });

  it("a 10,000-character name is refused with the field named", () => {
    const payload = cleanJobApplication(draft(), DRIVER_CONTEXT);
    const result = jobApplicationSchema(DRIVER_CONTEXT).safeParse({
      ...payload,
      applicantName: "a".repeat(10_000),
    });
    expect(
      result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
    ).toEqual([["applicantName", "too_long"]]);
  });
});
