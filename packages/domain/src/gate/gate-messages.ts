import type { Language } from "../constants.ts";

/**
 * Why the gate refuses a code, as error codes of the check-in call; the gate screen shows the same texts
 * when it decides offline. `{dates}` is the visit's arrival (too early) or departure (ended) date.
 */
export const GATE_ERROR_MESSAGES = {
  gate_code_unknown: {
    es: "No existe ninguna visita con este código",
    en: "There is no visit with this code",
  },
  gate_visit_not_paid: {
    es: "Esta visita no está pagada: no puede entrar",
    en: "This visit is not paid: it may not enter",
  },
  gate_visit_before_arrival: {
    es: "Esta visita es para el {dates}: hoy no puede entrar",
    en: "This visit is for {dates}: it may not enter today",
  },
  gate_visit_after_departure: {
    es: "Esta visita terminó el {dates}: hoy no puede entrar",
    en: "This visit ended on {dates}: it may not enter today",
  },
  gate_scan_too_old: {
    es: "Este escaneo tiene más de 3 días y ya no se registra",
    en: "This scan is more than 3 days old and is no longer recorded",
  },
  gate_scan_id_reused: {
    es: "El identificador de este escaneo ya se usó para otra visita",
    en: "This scan's id was already used for another visit",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type GateErrorCode = keyof typeof GATE_ERROR_MESSAGES;
