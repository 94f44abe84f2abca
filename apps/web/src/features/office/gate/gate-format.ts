import type { Language } from "@park/domain/constants.ts";
import { parkTime } from "@park/domain/dates.ts";
import { GATE_ERROR_MESSAGES } from "@park/domain/gate/gate-messages.ts";
import type { ApiError } from "../../../shared/api/api-error.ts";

const dateFormats = {
  es: new Intl.DateTimeFormat("es-MX", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-US", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
} satisfies Record<Language, Intl.DateTimeFormat>;

/** "2026-11-24" as "mar, 24 nov" / "Tue, Nov 24". */
export function gateDate(date: string, language: Language): string {
  return dateFormats[language].format(new Date(`${date}T00:00:00Z`));
}

/** An instant as the park's wall-clock time, "09:04". */
export function gateTime(instant: string): string {
  return parkTime(new Date(instant));
}

function isGateCode(code: string): code is keyof typeof GATE_ERROR_MESSAGES {
  return Object.hasOwn(GATE_ERROR_MESSAGES, code);
}

function datesOf(body: unknown): string[] {
  if (typeof body !== "object" || body === null || !("dates" in body) || !Array.isArray(body.dates))
    return [];
  return body.dates.filter((date): date is string => typeof date === "string");
}

/** Why the server refused a code, in the screen's language, its date written for people. */
export function refusalText(error: ApiError, language: Language): string {
  if (!isGateCode(error.code)) return error.message;
  const dates = datesOf(error.body).map((date) => gateDate(date, language));
  return GATE_ERROR_MESSAGES[error.code][language].replace("{dates}", dates.join(", "));
}
