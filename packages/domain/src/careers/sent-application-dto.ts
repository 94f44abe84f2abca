import { z } from "zod/mini";

/**
 * POST /api/core/job-application's 201 answer: the route's response schema and the application form's
 * reading of it. `uploadToken` alone may send the application's documents (DESIGN §5).
 */
export const sentApplicationSchema = z.object({
  id: z.string().check(z.describe("The application's id")),
  uploadToken: z
    .string()
    .check(z.describe("Send as `Authorization: Bearer <uploadToken>` with the documents")),
});
export type SentApplication = z.infer<typeof sentApplicationSchema>;
