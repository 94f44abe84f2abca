import { isoDateSchema } from "@park/domain/catalog.ts";
import { z } from "zod/mini";
import { errorResponseSchema } from "./error-response.ts";

/** `{date}` path parameter: a real calendar date "YYYY-MM-DD". */
export const dateParamsSchema = z.object({
  date: isoDateSchema.check(z.describe("Calendar date in the park's time zone, YYYY-MM-DD")),
});

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

/** `{year}` path parameter: four digits between 2000 and 2100. */
export const yearParamsSchema = z.object({
  year: z.pipe(z.string().check(z.regex(/^\d{4}$/, "year_out_of_range")), z.transform(Number)).check(
    z.refine((year) => year >= MIN_YEAR && year <= MAX_YEAR, "year_out_of_range"),
    z.describe(`Year between ${MIN_YEAR} and ${MAX_YEAR}`),
  ),
});

/** Error answers a route documents besides its 200. */
const errorResponses = {
  400: errorResponseSchema.check(z.describe("Invalid parameters; `fields` lists each one")),
  404: errorResponseSchema.check(z.describe("Not found")),
  429: errorResponseSchema.check(z.describe("Too many requests")),
  500: errorResponseSchema.check(z.describe("Unexpected failure; details are only in the server log")),
} as const;

/** The refusals of an office call (require-staff.ts), for its documented answers. */
export const staffErrors = {
  401: errorResponseSchema.check(z.describe("staff_session_required: no valid staff session")),
  403: errorResponseSchema.check(
    z.describe("staff_role_forbidden (another role) or csrf_token_invalid (writes)"),
  ),
} as const;

export function pickErrors<K extends keyof typeof errorResponses>(
  ...codes: K[]
): Pick<typeof errorResponses, K> {
  const picked = {} as Pick<typeof errorResponses, K>;
  for (const code of codes) picked[code] = errorResponses[code];
  return picked;
}

/** `{id}` path parameter: a row's id, a positive PostgreSQL integer. */
export const idParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
