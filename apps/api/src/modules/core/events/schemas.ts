import { z } from "zod";

export const eventIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).describe("Event id"),
});
