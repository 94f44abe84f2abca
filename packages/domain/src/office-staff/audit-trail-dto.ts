import { z } from "zod";

/** GET /api/office/audit: the route's response schema and the office's trail panel's reading of it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z
    .enum(["staff", "command_line"])
    .describe(
      "staff: a signed-in member (staff); command_line: the server's `npm run staff` (staff is null)",
    ),
  staff: z.object({ name: z.string(), email: z.string() }).nullable(),
  before: z.unknown().describe("The changed fields before, or null for a creation"),
  after: z.unknown().describe("The changed fields after, or null for a deletion"),
  createdAt: z.string().describe("ISO instant"),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditTrailSchema = z.object({ entries: z.array(auditEntrySchema) });
