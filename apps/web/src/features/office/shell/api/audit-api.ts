import type { AuditEntityType } from "@park/domain/office-staff/audit-entities.ts";
import { type AuditEntry, auditTrailSchema } from "@park/domain/office-staff/audit-trail-dto.ts";
import { officeRequest } from "../office-api.ts";

export type { AuditEntry };

/** Who changed a thing, when, and what it was before and after, newest first. */
export async function fetchAuditTrail(
  entityType: AuditEntityType,
  entityId: string,
  signal: AbortSignal,
): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ entityType, entityId });
  return auditTrailSchema.parse(await officeRequest(`/api/office/audit?${query}`, { signal })).entries;
}
