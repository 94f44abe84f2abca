import { JOB_SHIFT_TYPES, jobPostInputSchema } from "@park/domain/content/content-schemas.ts";
import { z } from "zod";
import { pictureBase64Schema } from "../picture-upload.ts";

export const officeJobPostSchema = z
  .object({
    id: z.number().int(),
    titleId: z.string().describe("Stable id of the job title the application rules key on"),
    titleEs: z.string(),
    titleEn: z.string(),
    area: z.string(),
    types: z.array(z.enum(JOB_SHIFT_TYPES)),
    detailsEs: z.string().nullable(),
    detailsEn: z.string().nullable(),
    open: z.boolean().describe("Listed on the careers page and taking applications"),
    closedAt: z.string().nullable().describe("When it was closed (ISO 8601), null while open"),
    hasPicture: z
      .boolean()
      .describe("Whether it has a picture (GET /api/core/job-post/{id}/image serves it while open)"),
  })
  .meta({ id: "OfficeJobPost" });
export type OfficeJobPost = z.infer<typeof officeJobPostSchema>;

/** POST and PUT: the vacancy's texts and, optionally, a PNG picture; without one the current one stays. */
export const jobPostBodySchema = jobPostInputSchema.extend({
  picture: pictureBase64Schema
    .optional()
    .describe("A PNG picture, base64-encoded, at most 2 MiB once decoded; leave out to keep the current one"),
});
export type JobPostBody = z.infer<typeof jobPostBodySchema>;
