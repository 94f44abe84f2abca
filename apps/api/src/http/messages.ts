import type { Language } from "@park/domain/constants.ts";

type Text = Record<Language, string>;

/** Texts of the error codes the API answers with, in both languages of the site. */
export const ERROR_MESSAGES = {
  validation_error: { es: "Los datos enviados no son válidos", en: "The data sent is not valid" },
  bad_request: { es: "La solicitud no es válida", en: "The request is not valid" },
  not_found: { es: "No encontramos lo que busca", en: "We could not find what you are looking for" },
  method_not_allowed: { es: "Método no permitido", en: "Method not allowed" },
  payload_too_large: { es: "La solicitud es demasiado grande", en: "The request is too large" },
  unsupported_media_type: { es: "Tipo de contenido no soportado", en: "Unsupported content type" },
  too_many_requests: {
    es: "Demasiadas solicitudes, inténtelo de nuevo en un momento",
    en: "Too many requests, please try again in a moment",
  },
  unauthorized: {
    es: "Su sesión no es válida o expiró; recargue la página",
    en: "Your session is not valid or has expired; please reload the page",
  },
  internal_error: {
    es: "Ocurrió un error, inténtelo nuevamente",
    en: "Something went wrong, please try again",
  },
  unavailable: {
    es: "El servicio no está disponible por el momento",
    en: "The service is not available at the moment",
  },
  price_not_found: {
    es: "No hay precios para la fecha indicada",
    en: "There are no prices for the date indicated",
  },
  activity_price_not_found: {
    es: "No hay precios de actividades para la fecha indicada",
    en: "There are no activity prices for the date indicated",
  },
} as const satisfies Record<string, Text>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * Texts of the problems a single field can have. Keys are the zod issue messages our schemas use
 * (invalid_date, reversed_range, range_too_long come from @park/domain/catalog.ts) plus the
 * generic ones the validator assigns by issue kind.
 */
export const FIELD_MESSAGES = {
  required: { es: "Este campo es requerido", en: "This is a required field" },
  invalid_date: {
    es: "La fecha no es válida; use el formato AAAA-MM-DD",
    en: "The date is not valid; use the format YYYY-MM-DD",
  },
  reversed_range: {
    es: "La fecha final no puede ser anterior a la fecha inicial",
    en: "The end date cannot be before the start date",
  },
  range_too_long: {
    es: "El rango de fechas no puede ser mayor a 2 años",
    en: "The date range cannot be longer than 2 years",
  },
  year_out_of_range: {
    es: "El año debe ser un número entre 2000 y 2100",
    en: "The year must be a number between 2000 and 2100",
  },
  too_long: { es: "El texto es demasiado largo", en: "The text is too long" },
  invalid_value: { es: "Valor inválido", en: "Invalid value" },
} as const satisfies Record<string, Text>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

export function fieldMessage(key: string, language: Language): string {
  return isFieldMessageKey(key) ? FIELD_MESSAGES[key][language] : FIELD_MESSAGES.invalid_value[language];
}
