import { jobPostInputSchema } from "@park/domain/content/content-schemas.ts";
import type { z } from "zod";
import { pictureBase64Schema } from "../picture-upload.ts";

/** POST and PUT: the vacancy's texts and, optionally, a PNG picture; without one the current one stays. */
export const jobPostBodySchema = jobPostInputSchema.extend({
  picture: pictureBase64Schema
    .optional()
    .describe("A PNG picture, base64-encoded, at most 2 MiB once decoded; leave out to keep the current one"),
});
export type JobPostBody = z.infer<typeof jobPostBodySchema>;
