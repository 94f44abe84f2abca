import { z } from "zod/mini";

/** An event of GET /api/core/events/next (001 §3 Event). */
export const eventSchema = z.object({
  id: z.number().check(z.int(), z.describe("Pass it to GET /api/core/events/{id}/picture")),
  name: z.string().check(z.describe("In the request's language (Accept-Language, Spanish by default)")),
  date: z.string().check(z.describe("Calendar date in the park's time zone, YYYY-MM-DD")),
  hour: z.string().check(z.describe("Start time HH:MM in the park's time zone")),
});
export type EventDto = z.infer<typeof eventSchema>;

/** GET /api/core/events/{id}/picture. */
export const eventPictureSchema = z.object({
  contentType: z.literal("image/png"),
  base64: z.string().check(z.describe("The PNG, base64-encoded (001 §3 Event)")),
});
export type EventPicture = z.infer<typeof eventPictureSchema>;
