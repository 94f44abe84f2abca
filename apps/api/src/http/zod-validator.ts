import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { z } from "zod/mini";

/**
 * Issues get a message key instead of zod's English text so the error handler can answer in the
 * visitor's language (texts/error-texts.ts fieldMessage knows these keys). A message a schema sets itself
 * (e.g. "invalid_date") takes precedence over these.
 */
const issueKey: z.core.$ZodErrorMap = (issue): "required" | "too_long" | "invalid_value" => {
  // Fastify hands a missing body over as null.
  if (issue.input === undefined || issue.input === null) return "required";
  if (issue.code === "too_big" && issue.origin === "string") return "too_long";
  return "invalid_value";
};

/**
 * Validates params, querystring, body and headers with the route's zod schema. A value is parsed first
 * without the error map, which only words the issues: given any parse context, zod 4.6 takes about ten
 * times as long on a small schema (3.1 µs against 0.18 µs for a `{year}` path, measured with classic zod,
 * docs/hot-path.md), and every call would pay for it. Only a refused value is parsed again, with the map,
 * for its message keys.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const parsed = z.safeParse(schema, data);
    if (parsed.success) return { value: parsed.data };
    const result = z.safeParse(schema, data, { error: issueKey });
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
