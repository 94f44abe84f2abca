import type { Language } from "../constants.ts";

/**
 * Messages of the job application, by the keys the schemas put on their issues (001 §5, §8). Spanish texts
 * are the spec's, verbatim; English ones are translations (the spec keeps some of them in Spanish in the
 * English interface, but a translation reads better to an English-speaking applicant).
 */
export const JOB_APPLICATION_MESSAGES = {
  required: { es: "Este campo es requerido", en: "This is a required field" },
  /** Work history and references say it shorter (001 §5). */
  field_required: { es: "Campo requerido", en: "Required field" },
  invalid_email: { es: "El e-mail no parece ser válido", en: "Invalid email address" },
  invalid_phone: { es: "Número telefónico inválido", en: "Invalid Phone number" },
  phone_format: { es: "Use el formato (###) ###-####", en: "Use the format (###) ###-####" },
  invalid_value: { es: "Valor invalido", en: "Invalid value" },
  too_long: { es: "El texto es demasiado largo", en: "The text is too long" },
  course_duration_too_long: { es: "Longitud máxima de 50 caracteres", en: "Maximum length of 50 characters" },
  end_before_start: {
    es: "La fecha de fin debe ser posterior a la fecha de inicio.",
    en: "The end date must be after the start date.",
  },
  start_after_end: {
    es: "La fecha de inicio debe ser anterior a la fecha de fin.",
    en: "The start date must be before the end date.",
  },
  underage: {
    es: "Debes tener 18 años para unirte al equipo. Puedes continuar con la solicitud siempre que cumplas 18 años antes del 10 de julio de {year}.",
    en: "You must be 18 to join the team. You may continue the application provided you turn 18 before July 10, {year}.",
  },
  date_in_past: { es: "La fecha no puede ser anterior a hoy", en: "The date cannot be before today" },
  too_many_alternatives: {
    es: "Puede elegir hasta 5 vacantes",
    en: "You may choose up to 5 vacancies",
  },
  form_invalid: {
    es: "Faltan algunos campos requeridos de completar",
    en: "Some required fields are still missing",
  },
  sent: { es: "Solicitud enviada", en: "Application sent" },
  send_failed: { es: "Ocurrió un error, inténtelo nuevamente", en: "An error occurred, please try again" },
  documents_failed: {
    es: "Ocurrió un error al enviar los documentos de solicitud",
    en: "An error occurred while sending the application documents",
  },
  file_too_large: { es: "El archivo pesa más de 2MB", en: "The file is larger than 2MB" },
  upload_failed: { es: "Error al subir el archivo", en: "Error uploading the file" },
  file_type: { es: "Solo se aceptan archivos JPG o PDF", en: "Only JPG or PDF files are accepted" },
} as const satisfies Record<string, Record<Language, string>>;

export type JobApplicationMessageKey = keyof typeof JOB_APPLICATION_MESSAGES;

/** The text of a message key, with `{year}` filled where the message has it. */
export function jobApplicationMessage(
  key: JobApplicationMessageKey,
  language: Language,
  year?: number,
): string {
  const text: string = JOB_APPLICATION_MESSAGES[key][language];
  return year === undefined ? text : text.replace("{year}", String(year));
}
