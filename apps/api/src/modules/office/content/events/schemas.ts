import { eventInputSchema } from "@park/domain/content/content-schemas.ts";
import { pictureBase64Schema } from "../picture-upload.ts";

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
