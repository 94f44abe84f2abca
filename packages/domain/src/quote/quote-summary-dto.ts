import { z } from "zod/mini";

/** GET /api/ecommerce/quotes/{id}/summary and .../activities/summary: a PDF in the quote's language. */
export const summaryFileSchema = z.object({
  fileName: z.string(),
  contentType: z.literal("application/pdf"),
  base64: z.string().check(z.describe("The PDF file, base64-encoded")),
});
export type SummaryFile = z.infer<typeof summaryFileSchema>;
