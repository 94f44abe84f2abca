import { JOB_SHIFT_TYPES } from "@park/domain/content/content-schemas.ts";
import { z } from "zod";

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
  })
  .meta({ id: "OfficeJobPost" });
export type OfficeJobPost = z.infer<typeof officeJobPostSchema>;

export const jobPostIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
