import { z } from "zod";

/** The one shape of every error the API answers with (contract.md). */
export const errorResponseSchema = z
  .object({
    error: z
      .string()
      .describe("Stable machine-readable code, e.g. validation_error, not_found, unauthorized"),
    message: z.string().describe("Human text in the request's language (Accept-Language; es by default, en)"),
    fields: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe("On validation errors: each invalid field and what is wrong with it"),
  })
  .meta({ id: "Error" });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
