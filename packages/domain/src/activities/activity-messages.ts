import type { Language } from "../constants.ts";
import type { VisitActivityType } from "./activity-types.ts";

/**
 * Messages of the activity selectors and the activity calls, in both languages. The English texts
 * the spec quotes (000 §5 Activities, §8) are verbatim; the spec gives no Spanish, so the Spanish is
 * ours, and so is the slot message the spec only describes ("a no-availability message for the
 * selected slot"). {activity} is the activity's name in the same language.
 */
export const ACTIVITY_MESSAGES = {
  select_date: {
    en: "Select a date to add this activity.",
    es: "Selecciona una fecha para agregar esta actividad.",
  },
  select_slot: {
    en: "Select a time slot to add this activity.",
    es: "Selecciona un horario para agregar esta actividad.",
  },
  date_not_available: {
    en: "There is no availability on the selected date.",
    es: "No hay disponibilidad en la fecha seleccionada.",
  },
  slot_not_available: {
    en: "There is no availability in the selected time slot.",
    es: "No hay disponibilidad en el horario seleccionado.",
  },
  hours_out_of_range: {
    en: "The number of hours exceeds the availability of quad bikes, please select fewer hours.",
    es: "El número de horas excede la disponibilidad de cuatrimotos, por favor selecciona menos horas.",
  },
  activity_not_available: {
    en: "The activity {activity} does not have enough passes. Please select another schedule",
    es: "La actividad {activity} no tiene suficientes pases. Por favor selecciona otro horario",
  },
  unknown_activity_type: {
    en: "This activity does not exist.",
    es: "Esta actividad no existe.",
  },
  schedule_of_other_activity: {
    en: "This time slot belongs to another activity.",
    es: "Este horario pertenece a otra actividad.",
  },
  unknown_schedule: {
    en: "This time slot does not exist.",
    es: "Este horario no existe.",
  },
  quantity_over_limit: {
    en: "That is more than this activity can book at once ({max} at most).",
    es: "Es más de lo que esta actividad permite reservar a la vez ({max} como máximo).",
  },
  date_outside_visit: {
    en: "The activity's date must be a day of your visit.",
    es: "La fecha de la actividad debe ser un día de tu visita.",
  },
} as const satisfies Record<string, Record<Language, string>>;
export type ActivityMessageKey = keyof typeof ACTIVITY_MESSAGES;

/** The message of a key in a language, with {placeholders} filled in. */
export function activityMessage(
  key: ActivityMessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return ACTIVITY_MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The error texts of the activity update call (000 §8 "Activity update errors"): the server answers
 * with these exact strings, and the selectors show the message they name.
 */
export const ACTIVITY_UPDATE_ERRORS = {
  hourOutOfRange: "Hour out of range",
  notEnoughInventory: "Not enough inventory",
} as const;
export type ActivityUpdateError = (typeof ACTIVITY_UPDATE_ERRORS)[keyof typeof ACTIVITY_UPDATE_ERRORS];

/**
 * What a selector shows for an update error (000 §8): "Hour out of range" the hours message; "Not
 * enough inventory" the date message for the canopy (its slot is picked for the visitor) and the slot
 * message for the others.
 */
export function activityUpdateErrorMessageKey(
  error: ActivityUpdateError,
  type: VisitActivityType,
): ActivityMessageKey {
  if (error === ACTIVITY_UPDATE_ERRORS.hourOutOfRange) return "hours_out_of_range";
  return type === "CANOPY_TOUR" ? "date_not_available" : "slot_not_available";
}
