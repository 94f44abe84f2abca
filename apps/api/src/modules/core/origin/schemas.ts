import { z } from "zod";

const code = z.string().trim().min(1).max(10).toUpperCase();

export const originQuerySchema = z.object({
  country: code.describe("Country code as listed by GET /api/catalog/country (case-insensitive)"),
  state: code.describe("State code of that country (case-insensitive)"),
  city: z
    .string()
    .min(1)
    .max(40)

    .describe("What the visitor typed so far; a trailing space counts"),
});
export type OriginQuery = z.infer<typeof originQuerySchema>;
