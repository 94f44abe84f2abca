import { z } from "zod";

export const jobPostIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).describe("Job post id"),
});
