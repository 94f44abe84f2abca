import { z } from "zod/mini";
import { detailedErrorSchema, errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";

export const quoteErrorResponses = {
  ...pickErrors(429, 500),
  400: detailedErrorSchema.check(
    z.describe(
      "validation_error with `fields` (each invalid field and why, in the request's language), or no_price with `dates`",
    ),
  ),
  404: errorResponseSchema.check(z.describe("quote_not_found")),
} as const;

/** 401 of the secure calls (DESIGN.md §5). */
export const unauthorizedResponse = errorResponseSchema.check(
  z.describe("unauthorized: missing, forged or expired visitor token"),
);

/** 403 of the writes only the quote's owner may make (quote-owner.ts). */
export const notYoursResponse = errorResponseSchema.check(
  z.describe(
    "quote_not_yours: the quote was made with another visitor token (another browser); nothing changed",
  ),
);

export const quoteIdParamsSchema = z.object({
  id: z.string().check(z.describe("Quote id (UUID), as answered by POST /api/ecommerce/quotes/")),
});

/** An optional quoteId in a query: a UUID, so it can be compared with stored quotes. */
export const quoteIdQuerySchema = z
  .string()
  .check(
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: "invalid_id" }),
  );
