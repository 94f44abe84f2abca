import { eventInputSchema } from "@park/domain/content/content-schemas.ts";
import { z } from "zod/mini";
import { pictureBase64Schema } from "../picture-upload.ts";

/** POST: the event with its PNG picture, base64-encoded. */
export const createEventBodySchema = z.extend(eventInputSchema, {
  picture: pictureBase64Schema.check(
    z.describe("The PNG picture, base64-encoded, at most 2 MiB once decoded"),
  ),
});

/** PUT: the same; without `picture` the current one stays. */
export const updateEventBodySchema = z.extend(eventInputSchema, {
  picture: z
    .optional(pictureBase64Schema)
    .check(z.describe("A new PNG picture, base64-encoded; leave out to keep the current one")),
});
