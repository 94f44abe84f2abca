/** Choices and limits of the job application (001 §3 Job application, §5, §9 careers constants). */

export const GENDERS = ["M", "F", "O", "NA"] as const;
export const MARITAL_STATUSES = [
  "SINGLE",
  "MARRIED",
  "DIVORCED",
  "WIDOWED",
  "DOMESTIC_PARTNERSHIP",
  "SEPARATED",
] as const;
export const ACCREDITED_ANSWERS = ["YES", "NO", "PARTIAL"] as const;
export type AccreditedAnswer = (typeof ACCREDITED_ANSWERS)[number];
export const CERTIFIED_ANSWERS = ["YES", "NO", "IN_PROGRESS"] as const;
export const SCHOOL_MODALITIES = ["SEMESTER", "QUARTER", "PART_TIME", "OPEN", "SPECIAL_COURSE"] as const;
export type SchoolModality = (typeof SCHOOL_MODALITIES)[number];
export const SCHOOL_GRADES = [
  "GRADE_1ST",
  "GRADE_2ND",
  "GRADE_3RD",
  "GRADE_4TH",
  "GRADE_5TH",
  "GRADE_6TH",
  "GRADE_7TH",
  "GRADE_8TH",
  "GRADE_9TH",
  "GRADE_10TH",
  "GRADE_11TH",
  "GRADE_12TH",
] as const;
export type SchoolGrade = (typeof SCHOOL_GRADES)[number];
export const MONTHS = [
  "JANUARY",
  "FEBRUARY",
  "MARCH",
  "APRIL",
  "MAY",
  "JUNE",
  "JULY",
  "AUGUST",
  "SEPTEMBER",
  "OCTOBER",
  "NOVEMBER",
  "DECEMBER",
] as const;
export type Month = (typeof MONTHS)[number];
export const DRIVER_LICENSE_TYPES = ["A", "B", "C", "D"] as const;
export const DRIVER_LICENSE_EMITTERS = ["STATE", "FEDERAL"] as const;
/** The 32 federal entities of Mexico, by their common names. */
export const MEXICAN_STATES = [
  "Aguascalientes",
  "Baja California",
  "Baja California Sur",
  "Campeche",
  "Chiapas",
  "Chihuahua",
  "Ciudad de México",
  "Coahuila",
  "Colima",
  "Durango",
  "Estado de México",
  "Guanajuato",
  "Guerrero",
  "Hidalgo",
  "Jalisco",
  "Michoacán",
  "Morelos",
  "Nayarit",
  "Nuevo León",
  "Oaxaca",
  "Puebla",
  "Querétaro",
  "Quintana Roo",
  "San Luis Potosí",
  "Sinaloa",
  "Sonora",
  "Tabasco",
  "Tamaulipas",
  "Tlaxcala",
  "Veracruz",
  "Yucatán",
  "Zacatecas",
] as const;
/** Creditors offered as choices; the applicant may add any other name. */
export const CREDITOR_OPTIONS = ["Infonavit", "Fonacot", "Pensión Alimenticia", "Mejoravit"] as const;
export const SHIRT_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"] as const;
export const JOB_POST_SOURCES = [
  "SAME_PAGE",
  "PAPER",
  "INDEED",
  "PERIPHONE",
  "ENSENADAHOY",
  "ENSENADANET",
  "FACEBOOK",
  "FRIEND",
  "OTHER",
] as const;

/** Limits of 001 §5 and §9. */
export const APPLICATION_LIMITS = {
  text: 80,
  longText: 500,
  courseDuration: 50,
  workHistoryEntries: 3,
  personalReferences: 3,
  alternativeVacancies: 5,
  /** Year choices of the work history run from the current year back this many years. */
  workHistoryYearsBack: 50,
  height: { min: 1, max: 3 },
  weight: { min: 0, max: 999.99, maxCharacters: 7 },
  gradePointAverage: { min: 0, max: 100, maxCharacters: 6 },
  englishPercentage: { min: 0, max: 100, maxCharacters: 3 },
  yearsInEnsenada: { min: 0, max: 100 },
  monthsInEnsenada: { min: 0, max: 11 },
  travelCount: { min: 1, max: 10 },
  dependantCount: { min: 0, max: 10 },
  childrenCount: { min: 1, max: 10 },
  childAge: { min: 0, max: 99 },
  /** Weekly salaries are kept in centavos; 1,000,000 pesos a week is beyond any real answer. */
  weeklySalaryCentavos: { min: 0, max: 100_000_000 },
} as const;
