import { visitDateIssues } from "@park/domain/quote/date-limits.ts";
import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import { createQuoteSchema, updateQuoteSchema } from "@park/domain/quote/quote-schemas.ts";
import { z } from "zod/mini";
import { fieldMessage } from "../../api/src/texts/error-texts.ts";

/**
 * The web's fakes answer through these checks, made with the schemas and rules the API itself uses
 * (packages/domain), so a fake can neither accept a write the API refuses nor answer a quote the API
 * could not send.
 */
export interface ContractRefusal {
  status: number;
  body: { error: string; message: string; fields: { path: string; message: string }[] };
}

/** What the API answers to POST /quotes/ (create) or PUT /quotes/{id} (update) with this body, if it refuses it. */
export function quoteWriteRefusal(
  write: "create" | "update",
  body: unknown,
  now: Date,
): ContractRefusal | null {
  const parsed = (write === "create" ? createQuoteSchema : updateQuoteSchema).safeParse(body);
  const fields = parsed.success
    ? visitDateIssues(parsed.data.visit, now)
    : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = fields[0];
  if (first === undefined) return null;
  return {
    status: 400,
    body: { error: "validation_error", message: fieldMessage(first.message, "es"), fields },
  };
}

const reservationsBodySchema = z.object({
  quoteId: z.string().check(z.minLength(1)),
  stayIds: z.array(z.string()),
});

/** The body of PUT /reservations/ as the API would take it, or null when it would refuse it. */
export function reservationsBody(body: unknown): z.infer<typeof reservationsBodySchema> | null {
  return reservationsBodySchema.safeParse(body).data ?? null;
}

/** The body of POST /reservations/renew, or null when the API would refuse it. */
export function renewBody(body: unknown): { quoteId: string } | null {
  return z.pick(reservationsBodySchema, { quoteId: true }).safeParse(body).data ?? null;
}

/** A quote answer as the API declares it (its response schema); anything else fails the test at once. */
export function contractQuote(answer: unknown): QuoteDto {
  return quoteDtoSchema.parse(answer);
}
