import type { AuditEntityType } from "@park/domain/office-staff/audit-entities.ts";
import { z } from "zod";
import { officeRequest } from "../office-api.ts";

const trailSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      actor: z.enum(["staff", "command_line"]),
      staff: z.object({ name: z.string(), email: z.string() }).nullable(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});

export type AuditEntry = z.infer<typeof trailSchema>["entries"][number];

/** Who changed a thing, when, and what it was before and after, newest first. */
export async function fetchAuditTrail(
  entityType: AuditEntityType,
  entityId: string,
  signal: AbortSignal,
): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ entityType, entityId });
  return trailSchema.parse(await officeRequest(`/api/office/audit?${query}`, { signal })).entries;
}
