import type { ApplicationContext } from "../../src/careers/application-visibility.ts";
import type { JobApplicationDraft } from "../../src/careers/clean-job-application.ts";

export const TODAY = "2027-03-10";

export const OPEN_JOBS = [
  { titleId: "WATER_PIPE_TRUCK_DRIVER", area: "Chofer" },
  { titleId: "NURSING_TECHNICIAN", area: "Enfermería" },
  { titleId: "PARAMEDIC", area: "Enfermería" },
  { titleId: "ACCESS_CONTROL", area: "Acceso" },
  { titleId: "ATV_GUIDE", area: "Guía" },
  { titleId: "COOK", area: "Cocina" },
  { titleId: "WAREHOUSE_ASSISTANT", area: "Administración" },
];

export const DRIVER_CONTEXT: ApplicationContext = {
  today: TODAY,
  mainJob: { titleId: "WATER_PIPE_TRUCK_DRIVER", area: "Chofer" },
  openJobs: OPEN_JOBS,
};

/** Junior high answered NO: none of its answers asked (001 §4). */
export const JUNIOR_HIGH_SCHOOL_NOT_STUDIED = {
  juniorHighSchoolAccredited: "NO",
  juniorHighSchoolName: null,
  juniorHighSchoolGrade: null,
  juniorHighSchoolCertified: null,
} as const;

/** Every answer of the high school level left empty (what a NO one level above leaves). */
export const HIGH_SCHOOL_UNANSWERED = {
  highSchoolAccredited: null,
  highSchoolName: null,
  highSchoolGrade: null,
  highSchoolCertified: null,
  highSchoolModality: null,
  highSchoolTechnicalDegree: null,
  highSchoolDateInitOfCourse: null,
  highSchoolCourseDuration: null,
} as const;

/** Every answer of the university level left empty. */
export const UNIVERSITY_UNANSWERED = {
  universityAccredited: null,
  universityName: null,
  universityGrade: null,
  universityCertified: null,
  universityModality: null,
  universityDegree: null,
  universityDateInitOfCourse: null,
  universityCourseDuration: null,
} as const;

/** Not studying now, and so no current-study answer (001 §4). */
export const NOT_STUDYING = {
  currentlyStudying: false,
  currentlySchoolName: null,
  currentlySchoolModality: null,
  currentlySchoolSchedule: null,
  currentlySchoolDegree: null,
  currentlyDateInitOfCourse: null,
  currentlyCourseDuration: null,
  currentlySchoolGrade: null,
  currentlySchoolCity: null,
} as const;

/** A complete draft of a first-job applicant for the water truck. */
export function draft(overrides: Partial<JobApplicationDraft> = {}): JobApplicationDraft {
  return {
    jobPostId: 1,
    applicantName: " maría  luisa ",
    applicantFatherLastname: "pérez",
    applicantMotherLastname: "",
    birthDate: "2000-05-01",
    gender: "F",
    otherGender: null,
    address: "Calle 1 #23",
    homePhoneNumber: "",
    phoneNumber: "(646) 123-4567",
    municipality: "Ensenada",
    neighborhood: "Centro",
    nationality: "Mexicana",
    email: "maria@example.com",
    height: 1.6,
    weight: 60,
    maritalStatus: "SINGLE",
    hobbies: "Leer",
    elementarySchoolAccredited: "YES",
    elementarySchoolName: "Benito Juárez",
    elementarySchoolGrade: null,
    elementarySchoolCertified: "YES",
    ...JUNIOR_HIGH_SCHOOL_NOT_STUDIED,
    ...HIGH_SCHOOL_UNANSWERED,
    ...UNIVERSITY_UNANSWERED,
    ...NOT_STUDYING,
    lastGradePointAverage: null,
    professionalLicense: null,
    professionalLicenseNumber: null,
    speaksEnglish: false,
    englishProficiencyPercentage: null,
    operableOfficeEquipment: null,
    operableSoftware: null,
    operableExtraEquipment: null,
    extraSkills: null,
    hasIllness: false,
    illness: null,
    isFirstJob: true,
    applicantHistory: [],
    personalReferences: [{ name: "juan lópez", phoneNumber: "6461112222", relationship: "Amigo" }],
    hasVehicle: false,
    hasDriverLicense: true,
    driverLicenseType: "C",
    driverLicenseEmitter: "STATE",
    driverLicenseState: "Baja California",
    isPublicTransportUser: false,
    travelCount: null,
    hasDebt: false,
    creditorName: [],
    unionAffiliated: false,
    unionName: null,
    shirtSize: "M",
    dependantCount: 0,
    housemates: "Padres",
    hasChildren: false,
    childrenCount: null,
    childrenCare: null,
    childrenAges: [],
    hasLivedInUSA: false,
    yearsInEnsenada: 10,
    monthsInEnsenada: 2,
    availabilityDate: TODAY,
    isFormerEmployee: false,
    hasRelativeEmployee: false,
    relativeEmployeeName: null,
    hasExternalIncome: false,
    jobPostSource: "FACEBOOK",
    jobPostSourceOther: null,
    hasAlternativeApplication: false,
    alternativeApplication: [],
    captchaVerified: true,
    ...overrides,
  };
}

export const JOB_ENTRY = {
  companyName: "Pesquera del Pacífico",
  companyPhoneNumber: "",
  companyCity: "Ensenada",
  workDateStartMonth: "MARCH",
  workDateStartYear: 2020,
  workDateEndMonth: "JULY",
  workDateEndYear: 2022,
  position: "Chofer",
  weeklySalaryInitial: 150_000,
  weeklySalaryFinal: 180_050,
  quittingReason: "Cambio de ciudad",
  supervisorName: "ana ruiz",
  supervisorPosition: "Gerente",
} as const;
