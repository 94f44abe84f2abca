import { z } from "zod/mini";
import jobTitles from "./job-titles.json";
import { type Localized, localizedSchema } from "./localized.ts";

/**
 * Areas as the park's HR names them; the job application keys rules on them (area "Chofer" asks for a
 * driver licence, "Enfermería" for a professional licence, 001 §4), so they stay in Spanish as data.
 */
export const JOB_AREAS = [
  "Chofer",
  "Enfermería",
  "Acceso",
  "Administración",
  "Guía",
  "Cocina",
  "Tienda",
] as const;
export type JobArea = (typeof JOB_AREAS)[number];

export const JOB_AREA_LABELS: Record<JobArea, Localized> = {
  Chofer: { es: "Chofer", en: "Driver" },
  Enfermería: { es: "Enfermería", en: "Nursing" },
  Acceso: { es: "Acceso", en: "Access" },
  Administración: { es: "Administración", en: "Administration" },
  Guía: { es: "Guía", en: "Guide" },
  Cocina: { es: "Cocina", en: "Kitchen" },
  Tienda: { es: "Tienda", en: "Store" },
};

/** Shift types of 001 §9; a post's `type` lists some of them separated by ", ". */
export const SHIFT_TYPES = ["Turno Completo", "Medio Turno", "Fin de Semana", "Turno de Relevo"] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];

export const SHIFT_TYPE_LABELS: Record<ShiftType, Localized> = {
  "Turno Completo": {
    es: "Turno Completo (8 h diarias, 6 días a la semana)",
    en: "Full shift (8 h a day, 6 days a week)",
  },
  "Medio Turno": { es: "Medio Turno", en: "Half shift" },
  "Fin de Semana": { es: "Fin de Semana", en: "Weekend" },
  "Turno de Relevo": { es: "Turno de Relevo (4 a 6 h diarias)", en: "Relief shift (4 to 6 h a day)" },
};

const jobTitleSchema = z.object({ titleId: z.string(), title: localizedSchema, area: z.enum(JOB_AREAS) });
/** A job title the park hires for; `titleId` is stable and is what applications store. */
export type JobTitle = z.infer<typeof jobTitleSchema>;

/**
 * Every title the application rules of 001 §4 name (job-titles.json), so those rules can refer to stable
 * ids even when the title has no open vacancy.
 */
export const JOB_TITLES: readonly JobTitle[] = z.array(jobTitleSchema).parse(jobTitles);

/** An open vacancy (001 §3 Job post) without its id. All vacancies are temporary (001 §9). */
export type JobPostRow = JobTitle & { type: string; details: Localized };

/**
 * The job details page's text: the shifts, the documents HR asks for and its office hours (001 §3
 * Documents, §9 hours; proof of address up to 3 months old, criminal record letter up to 1 year).
 */
function detailsOf(title: Localized, shifts: readonly ShiftType[]): Localized {
  const list = (language: "es" | "en") =>
    shifts.map((shift) => SHIFT_TYPE_LABELS[shift][language]).join("; ");
  return {
    es: [
      `${title.es}: puesto temporal en el equipo del parque.`,
      `Turnos: ${list("es")}.`,
      "Requisitos: ser mayor de 18 años; INE, pasaporte o cartilla militar; CURP; RFC; número de IMSS; acta de " +
        "nacimiento; comprobante de domicilio no mayor a 3 meses; comprobante de estudios y carta de no " +
        "antecedentes penales no mayor a 1 año.",
      "Recursos Humanos atiende de domingo a viernes de 8:00 a 18:00 y sábado de 8:00 a 13:00.",
    ].join("\n\n"),
    en: [
      `${title.en}: a temporary position on the park's team.`,
      `Shifts: ${list("en")}.`,
      "Requirements: 18 or older; INE, passport or military ID; CURP; RFC; IMSS number; birth certificate; " +
        "proof of address no older than 3 months; proof of studies and a criminal record letter no older " +
        "than 1 year.",
      "Human Resources is open Sunday to Friday 8 am to 6 pm and Saturday 8 am to 1 pm.",
    ].join("\n\n"),
  };
}

function post(titleId: string, shifts: readonly ShiftType[]): JobPostRow {
  const title = JOB_TITLES.find((t) => t.titleId === titleId);
  if (!title) throw new Error(`unknown job title ${titleId}`);
  return { ...title, type: shifts.join(", "), details: detailsOf(title.title, shifts) };
}

/** The open vacancies, in the order the careers table lists them. */
export const JOB_POSTS: readonly JobPostRow[] = [
  post("WATER_PIPE_TRUCK_DRIVER", ["Turno Completo"]),
  post("NURSING_TECHNICIAN", ["Turno Completo", "Fin de Semana"]),
  post("PARAMEDIC", ["Fin de Semana", "Turno de Relevo"]),
  post("ACCESS_CONTROL", ["Turno Completo", "Medio Turno"]),
  post("BILINGUAL_ACCESS_CONTROL", ["Fin de Semana"]),
  post("WAREHOUSE_ASSISTANT", ["Turno Completo"]),
  post("ACCOUNTING_ASSISTANT", ["Turno Completo", "Medio Turno"]),
  post("ATV_GUIDE", ["Fin de Semana", "Turno de Relevo"]),
  post("COOK", ["Turno Completo", "Medio Turno", "Fin de Semana"]),
];
