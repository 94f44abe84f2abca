import { eventInputSchema } from "@park/domain/content/content-schemas.ts";
import { z } from "zod";
import { pictureBase64Schema } from "../picture-upload.ts";

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

/** POST: the event with its PNG picture, base64-encoded. */
export const createEventBodySchema = eventInputSchema.extend({
  picture: pictureBase64Schema.describe("The PNG picture, base64-encoded, at most 2 MiB once decoded"),
});

/** PUT: the same; without `picture` the current one stays. */
export const updateEventBodySchema = eventInputSchema.extend({
  picture: pictureBase64Schema
    .optional()
    .describe("A new PNG picture, base64-encoded; leave out to keep the current one"),
});
