import { z } from "zod/mini";

export const jobPostIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647), z.describe("Job post id")),
});
