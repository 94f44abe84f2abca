import type { Language } from "@park/domain/constants.ts";
import { parkDateTime } from "../../../shared/i18n/park-date-time.ts";

/** An instant of the order on the park's clock, or a dash for one that has not happened (an e-mail not sent). */
export function formatInstant(iso: string | null, language: Language): string {
  return iso ? parkDateTime(iso, language) : "—";
}

/** "2026-12-03 → 2026-12-04", or the one date of a day visit. */
export function formatStay(arrival: string, departure: string): string {
  return arrival === departure ? arrival : `${arrival} → ${departure}`;
}
