import type { ErrorCode } from "./messages.ts";

/** An expected failure a service reports; the error handler turns it into `{ error, message }` in the visitor's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
  ) {
    super(code);
    this.name = "AppError";
  }
}
