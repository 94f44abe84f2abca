import type { Language } from "@park/domain/constants.ts";
import type { FieldIssue } from "@park/domain/quote/date-limits.ts";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnreachable, isRefusedValue } from "../db/database-errors.ts";
import { type ErrorCode, errorMessage, fieldMessage } from "../texts/error-texts.ts";
import { AppError, type AppErrorDetails } from "./app-error.ts";
import type { ErrorResponse } from "./error-response.ts";
import { languageOf } from "./language.ts";

/** 400 validation_error: every field with its message, and the message listing them all. */
function validationBody(issues: readonly FieldIssue[], language: Language): ErrorResponse {
  const fields = issues.map((issue) => ({
    path: issue.path,
    message: fieldMessage(issue.message, language),
  }));
  return {
    error: "validation_error",
    message: fields.map((f) => `${f.path}: ${f.message}`).join("; "),
    fields,
  };
}

/** The answer of an error code in the request's language, with the details it carries. */
export function errorBody(code: ErrorCode, language: Language, details: AppErrorDetails = {}): ErrorResponse {
  const { fields, unavailable, dates, totalAmount, exchangeRate, activities } = details;
  if (fields) return validationBody(fields, language);
  return {
    error: code,
    message: errorMessage(code, language, dates, activities),
    ...(unavailable ? { unavailable } : {}),
    ...(dates ? { dates } : {}),
    ...(totalAmount === undefined ? {} : { totalAmount }),
    ...(exchangeRate === undefined ? {} : { exchangeRate }),
  };
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: "unauthorized",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || context || "request";
}

/**
 * The one error handler, set once for the app: validation failures list their fields, expected failures
 * (AppError) keep their code and details, a database out of reach is a 503 and a value it refused a 400
 * (decision 0046), other 4xx get a generic code, and everything else is a 500 whose class and code stay in
 * the log.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = languageOf(request.headers["accept-language"]);

  // Every route validates with zod (zod-validator.ts), so `validation` always carries our message keys.
  if (error.validation) {
    const issues = error.validation.map((issue) => ({
      path: fieldPath(issue.instancePath, error.validationContext),
      message: issue.message ?? "",
    }));
    return reply.code(400).send(validationBody(issues, language));
  }

  if (error instanceof AppError) {
    return reply.code(error.statusCode).send(errorBody(error.code, language, error.details));
  }

  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, "database unreachable");
    return reply.code(503).header("retry-after", "5").send(errorBody("database_unavailable", language));
  }
  if (isRefusedValue(error)) {
    request.log.info({ err: error }, "value refused by the database");
    return reply.code(400).send(errorBody("bad_request", language));
  }

  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, "request refused");
    return reply.code(status).send(errorBody(CODE_BY_STATUS[status] ?? "bad_request", language));
  }

  request.log.error({ err: error }, "request failed");
  return reply.code(500).send(errorBody("internal_error", language));
}
