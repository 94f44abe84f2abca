import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { type $ZodErrorMap, type $ZodType, safeParse } from "zod/v4/core";

/**
 * Issues get a message key instead of zod's English text so the error handler can answer in the
 * visitor's language (messages.ts fieldMessage knows these keys). A message a schema sets itself
 * (e.g. "invalid_date") takes precedence over these.
 */
const issueKey: $ZodErrorMap = (issue): "required" | "too_long" | "invalid_value" => {
  // Fastify hands a missing body over as null.
  if (issue.input === undefined || issue.input === null) return "required";
  if (issue.code === "too_big" && issue.origin === "string") return "too_long";
  return "invalid_value";
};

/** Validates params, querystring, body and headers with the route's zod schema. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: issueKey });
    if (!result.error) return { value: result.data };
    const validation: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join("/")}`,
      schemaPath: `#/${issue.path.map(String).join("/")}/${issue.code}`,
      params: {},
      message: issue.message,
    }));
    return { error: Object.assign(new Error("validation failed"), { validation }) };
  };
