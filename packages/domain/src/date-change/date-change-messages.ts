import type { Language } from "../constants.ts";

type Text = Record<Language, string>;

/**
 * The texts of a date change's refusals (the API's error codes; the web shows the same), in both
 * languages. `{dates}` names the dates the answer carries.
 */
export const DATE_CHANGE_MESSAGES = {
  date_change_too_late: {
    es: "Ya no es posible cambiar las fechas: los cambios se hacen hasta 24 horas antes de la llegada (72 horas en cabañas y tipis)",
    en: "The dates can no longer be changed: changes are possible up to 24 hours before arrival (72 hours for cabins and tipis)",
  },
  date_change_past: {
    es: "Las nuevas fechas ya pasaron; elige fechas futuras",
    en: "The new dates have already passed; please choose future dates",
  },
  date_change_beyond_horizon: {
    es: "Las nuevas fechas aún no están a la venta; elige fechas más cercanas",
    en: "The new dates are not on sale yet; please choose nearer dates",
  },
  same_dates: {
    es: "Elige fechas distintas a las de tu visita",
    en: "Choose dates other than those of your visit",
  },
  date_change_not_paid: {
    es: "Solo una visita pagada puede cambiar de fechas",
    en: "Only a paid visit can change its dates",
  },
  date_change_in_progress: {
    es: "Ya hay un cambio de fechas en curso para esta visita; termínalo o espera unos minutos",
    en: "A date change of this visit is already under way; finish it or wait a few minutes",
  },
  date_change_not_found: {
    es: "No encontramos este cambio de fechas",
    en: "We could not find this date change",
  },
  date_change_ended: {
    es: "Este cambio de fechas ya terminó; consulta tu visita de nuevo",
    en: "This date change has already ended; please check your visit again",
  },
  date_change_activities: {
    es: "Tienes actividades reservadas en fechas que la nueva visita no incluye: {dates}. Elige fechas que las incluyan o llámanos para moverlas",
    en: "You have activities booked on dates the new visit does not include: {dates}. Choose dates that include them or call us to move them",
  },
  date_change_difference_changed: {
    es: "La diferencia a pagar cambió; revisa el nuevo importe antes de continuar",
    en: "The difference to pay has changed; please check the new amount before continuing",
  },
} as const satisfies Record<string, Text>;

export type DateChangeMessageKey = keyof typeof DATE_CHANGE_MESSAGES;
