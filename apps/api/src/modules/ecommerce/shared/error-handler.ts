import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { handleError } from "../../../http/error-handler.ts";
import { languageOf } from "../../../http/language.ts";
import { EcommerceError, ecommerceErrorBody, validationBody } from "./ecommerce-errors.ts";

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || context || "request";
}

/**
 * Error handler of the quote, reservation, capacity and rental routes: the same answers as the app's
 * handler, plus their own codes and the field messages of the quote schemas (QUOTE_FIELD_MESSAGES),
 * which the app-wide message list does not know.
 */
export function handleEcommerceError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const language = languageOf(request.headers["accept-language"]);
  if (error instanceof EcommerceError) {
    return reply.code(error.statusCode).send(ecommerceErrorBody(error, language));
  }
  if (error.validation) {
    const issues = error.validation.map((issue) => ({
      path: fieldPath(issue.instancePath, error.validationContext),
      message: issue.message ?? "",
    }));
    return reply.code(400).send(validationBody(issues, language));
  }
  return handleError(error, request, reply);
}
