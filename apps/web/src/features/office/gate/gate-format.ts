import type { Language } from "@park/domain/constants.ts";
import { parkTime } from "@park/domain/dates.ts";
import { isGateErrorCode } from "@park/domain/gate/gate-errors.ts";
import type { ApiError } from "../../../shared/api/api-error.ts";
import { formatVisitDate } from "../../quote/visit-format.ts";
import { gateErrorText } from "../office-code-texts.ts";

/** An instant as the park's wall-clock time, "09:04". */
export function gateTime(instant: string): string {
  return parkTime(new Date(instant));
}

function datesOf(body: unknown): string[] {
  if (typeof body !== "object" || body === null || !("dates" in body) || !Array.isArray(body.dates))
    return [];
  return body.dates.filter((date): date is string => typeof date === "string");
}

/** Why the server refused a code, in the screen's language, its date written for people. */
export function refusalText(error: ApiError, language: Language): string {
  if (!isGateErrorCode(error.code)) return error.message;
  const dates = datesOf(error.body).map((date) => formatVisitDate(date, language));
  return gateErrorText(error.code, language, dates);
}
