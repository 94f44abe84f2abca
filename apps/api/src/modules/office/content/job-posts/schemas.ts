import { jobPostInputSchema } from "@park/domain/content/content-schemas.ts";
import { z } from "zod/mini";
import { pictureBase64Schema } from "../picture-upload.ts";

/** POST and PUT: the vacancy's texts and, optionally, a PNG picture; without one the current one stays. */
export const jobPostBodySchema = z.extend(jobPostInputSchema, {
  picture: z
    .optional(pictureBase64Schema)
    .check(
      z.describe(
        "A PNG picture, base64-encoded, at most 2 MiB once decoded; leave out to keep the current one",
      ),
    ),
});
export type JobPostBody = z.infer<typeof jobPostBodySchema>;
