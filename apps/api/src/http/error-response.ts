import { z } from "zod/mini";

/** The one shape of every error the API answers with (contract.md). */
export const errorResponseSchema = z
  .object({
    error: z
      .string()
      .check(z.describe("Stable machine-readable code, e.g. validation_error, not_found, unauthorized")),
    message: z
      .string()
      .check(z.describe("Human text in the request's language (Accept-Language; es by default, en)")),
    fields: z
      .optional(z.array(z.object({ path: z.string(), message: z.string() })))
      .check(z.describe("On validation errors: each invalid field and what is wrong with it")),
  })
  .register(z.globalRegistry, { id: "Error" });

/** The same shape with the lists some answers of the quote, reservation and price calls carry. */
export const detailedErrorSchema = z.extend(errorResponseSchema, {
  unavailable: z
    .optional(z.array(z.string()))
    .check(z.describe("can_not_save_reservation: names of the units that could not be held, e.g. C3")),
  dates: z.optional(z.array(z.string())).check(z.describe("no_price: the dates without a price")),
  totalAmount: z.optional(z.number()).check(z.describe("total_changed: the quote's total now, in pesos")),
  exchangeRate: z.optional(z.number()).check(z.describe("exchange_rate_changed: the rate to pay with now")),
});

export type ErrorResponse = z.infer<typeof detailedErrorSchema>;
