import type { Language } from "@park/domain/constants.ts";

/** The park's clock: every instant the office shows is Ensenada time. */
const PARK_TIME_ZONE = "America/Tijuana";

export function formatInstant(iso: string | null, language: Language): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: PARK_TIME_ZONE,
  }).format(new Date(iso));
}

/** "2026-12-03 → 2026-12-04", or the one date of a day visit. */
export function formatStay(arrival: string, departure: string): string {
  return arrival === departure ? arrival : `${arrival} → ${departure}`;
}
