import type { Language } from "@park/domain/constants.ts";
import { parkTime } from "@park/domain/dates.ts";
import { GATE_ERROR_MESSAGES } from "@park/domain/gate/gate-messages.ts";
import type { ApiError } from "../../../shared/api/api-error.ts";
import { formatVisitDate } from "../../quote/visit-format.ts";

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
  const dates = datesOf(error.body).map((date) => formatVisitDate(date, language));
  return GATE_ERROR_MESSAGES[error.code][language].replace("{dates}", dates.join(", "));
}
