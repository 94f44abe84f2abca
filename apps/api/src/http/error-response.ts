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

/** The same shape with the lists some answers of the quote, reservation and price calls carry. */
export const detailedErrorSchema = errorResponseSchema.extend({
  unavailable: z
    .array(z.string())
    .optional()
    .describe("can_not_save_reservation: names of the units that could not be held, e.g. C3"),
  dates: z.array(z.string()).optional().describe("no_price: the dates without a price"),
  totalAmount: z.number().optional().describe("total_changed: the quote's total now, in pesos"),
  exchangeRate: z.number().optional().describe("exchange_rate_changed: the rate to pay with now"),
});

export type ErrorResponse = z.infer<typeof detailedErrorSchema>;
