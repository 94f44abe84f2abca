import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { FieldIssue } from "@park/domain/quote/date-limits.ts";
import type { ErrorCode } from "../texts/error-texts.ts";

/** What some answers carry besides their code and message (error-response.ts). */
export type AppErrorDetails = {
  /** validation_error: each invalid field with its message key (texts/error-texts.ts fieldMessage). */
  fields?: FieldIssue[];
  /** can_not_save_reservation: names of the lodging units that could not be held. */
  unavailable?: string[];
  /** activity_not_available: the activities whose places the sale could not hold, named in the message. */
  activities?: VisitActivityType[];
  /** no_price: the dates without a price, also written into the message. */
  dates?: string[];
  /** total_changed: the quote's total now, in pesos. */
  totalAmount?: number;
  /** exchange_rate_changed: the rate the payment must use now (pesos per unit of its currency). */
  exchangeRate?: number;
};

/** An expected failure a service reports; the error handler turns it into `{ error, message }` in the visitor's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(code);
    this.name = "AppError";
  }
}

/** 400 listing the fields, with their message keys. */
export function invalidFields(fields: FieldIssue[]): AppError {
  return new AppError(400, "validation_error", { fields });
}
