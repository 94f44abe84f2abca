import type { Language } from "../constants.ts";

/**
 * Field messages of the office's content forms, by key (the API's validation answers carry the key with
 * the "content." prefix; the office's forms show the same texts).
 */
export const CONTENT_FIELD_MESSAGES = {
  required: { es: "Este campo es obligatorio", en: "This field is required" },
  too_long: { es: "El texto es demasiado largo", en: "The text is too long" },
  invalid_date: { es: "La fecha no es válida", en: "The date is not valid" },
  past_date: { es: "La fecha ya pasó", en: "The date has already passed" },
  invalid_hour: {
    es: "La hora debe ser HH:MM, de 00:00 a 23:59",
    en: "The time must be HH:MM, 00:00 to 23:59",
  },
  end_before_start: {
    es: "La fecha final no puede ser anterior a la inicial",
    en: "The end date cannot be before the start date",
  },
  code_format: {
    es: "El código debe tener exactamente 8 letras, números o guiones bajos",
    en: "The code must be exactly 8 letters, digits or underscores",
  },
  negative_price: { es: "El precio no puede ser negativo", en: "The price cannot be negative" },
  price_format: {
    es: "El precio debe tener como máximo 2 decimales y ser menor a 1,000,000",
    en: "The price must have at most 2 decimals and be under 1,000,000",
  },
  capacity_range: {
    es: "La capacidad debe ser un número entero de 1 a 50",
    en: "The capacity must be a whole number from 1 to 50",
  },
  title_id_format: {
    es: "Usa MAYÚSCULAS, números y guiones bajos, empezando con una letra",
    en: "Use CAPITALS, digits and underscores, starting with a letter",
  },
  shift_types: { es: "Elige al menos un tipo de turno", en: "Choose at least one shift type" },
  picture_required: { es: "Elige una imagen PNG", en: "Choose a PNG picture" },
  file_type: { es: "La imagen debe ser un archivo PNG", en: "The picture must be a PNG file" },
  file_too_large: {
    es: "La imagen no puede pesar más de 2 MB",
    en: "The picture cannot be larger than 2 MB",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ContentFieldMessageKey = keyof typeof CONTENT_FIELD_MESSAGES;

export const CONTENT_KEY_PREFIX = "content.";

/** The text of a "content."-prefixed key, or undefined for any other key. */
export function contentFieldMessage(key: string, language: Language): string | undefined {
  if (!key.startsWith(CONTENT_KEY_PREFIX)) return undefined;
  const name = key.slice(CONTENT_KEY_PREFIX.length);
  return isContentFieldMessageKey(name) ? CONTENT_FIELD_MESSAGES[name][language] : undefined;
}

export function isContentFieldMessageKey(name: string): name is ContentFieldMessageKey {
  return Object.hasOwn(CONTENT_FIELD_MESSAGES, name);
}
