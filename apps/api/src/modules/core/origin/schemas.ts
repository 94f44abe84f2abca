import { z } from "zod/mini";

const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(10), z.toUpperCase());

export const originQuerySchema = z.object({
  country: code.check(z.describe("Country code as listed by GET /api/catalog/country (case-insensitive)")),
  state: code.check(z.describe("State code of that country (case-insensitive)")),
  city: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(40),
      z.describe("What the visitor typed so far; a trailing space counts"),
    ),
});
export type OriginQuery = z.infer<typeof originQuerySchema>;
