import { eventInputSchema } from "@park/domain/content/content-schemas.ts";
import { z } from "zod";

export const officeEventSchema = z
  .object({
    id: z.number().int(),
    nameEs: z.string(),
    nameEn: z.string(),
    date: z.string().describe("YYYY-MM-DD, park time"),
    hour: z.string().describe("HH:MM, park time"),
    past: z.boolean().describe("Dated before today: visitors no longer see it"),
  })
  .meta({ id: "OfficeEvent" });
export type OfficeEvent = z.infer<typeof officeEventSchema>;

// Standard base64 (what FileReader's data URLs and Buffer produce), padding optional.
const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: "content.file_type" });

/** POST: the event with its PNG picture, base64-encoded. */
export const createEventBodySchema = eventInputSchema.extend({
  picture: base64.describe("The PNG picture, base64-encoded, at most 2 MiB once decoded"),
});

/** PUT: the same; without `picture` the current one stays. */
export const updateEventBodySchema = eventInputSchema.extend({
  picture: base64.optional().describe("A new PNG picture, base64-encoded; leave out to keep the current one"),
});

export const eventIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A 2 MiB picture is 2.8 MB in base64, plus the names: the event calls accept 3 MiB bodies. */
export const EVENT_BODY_LIMIT = 3 * 1_048_576;
