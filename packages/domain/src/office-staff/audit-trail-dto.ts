import { z } from "zod/mini";

/** GET /api/office/audit: the route's response schema and the office's trail panel's reading of it. */
export const auditEntrySchema = z.object({
  id: z.number().check(z.int()),
  action: z.string(),
  actor: z
    .enum(["staff", "command_line"])
    .check(
      z.describe(
        "staff: a signed-in member (staff); command_line: the server's `npm run staff` (staff is null)",
      ),
    ),
  staff: z.nullable(z.object({ name: z.string(), email: z.string() })),
  before: z.unknown().check(z.describe("The changed fields before, or null for a creation")),
  after: z.unknown().check(z.describe("The changed fields after, or null for a deletion")),
  createdAt: z.string().check(z.describe("ISO instant")),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditTrailSchema = z.object({ entries: z.array(auditEntrySchema) });
