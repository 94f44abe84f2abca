import type { StaffRole } from "./staff-roles.ts";

/**
 * The things a staff write can change, as the audit log names them (issue 14 item 9). Each office area
 * records its writes under its own noun, and the office shows an entity's trail on its page.
 */
export const AUDIT_ENTITY_TYPES = [
  "order",
  "unit",
  "calendar_day",
  "tariff",
  "activity_price_period",
  "exchange_rate",
  "banner",
  "event",
  "promotion",
  "job_post",
  "job_application",
  "feedback",
  "setting",
  "check_in",
  "staff",
] as const;

export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * The role whose area each entity belongs to, the same role that may change it (issue 31 item 5): a trail
 * tells refund amounts, applicants' statuses and staff accounts, so a role reads only its own area's.
 * Admin reads every area.
 */
export const AUDIT_ENTITY_AREAS: Readonly<Record<AuditEntityType, StaffRole>> = {
  order: "front_desk",
  unit: "front_desk",
  job_application: "hr",
  feedback: "hr",
  check_in: "gate",
  calendar_day: "admin",
  tariff: "admin",
  activity_price_period: "admin",
  exchange_rate: "admin",
  banner: "admin",
  event: "admin",
  promotion: "admin",
  job_post: "admin",
  setting: "admin",
  staff: "admin",
};

/** The entity types whose trails a member of `role` reads: those of its area, or all for admin. */
export function auditEntityTypesReadableBy(role: StaffRole): AuditEntityType[] {
  return AUDIT_ENTITY_TYPES.filter((type) => role === "admin" || AUDIT_ENTITY_AREAS[type] === role);
}

/**
 * Whether a member reads an entity's trail: one of their area's, or their own account's (the password page
 * shows each member what was done to their account).
 */
export function mayReadAuditTrail(
  reader: { id: string; role: StaffRole },
  entityType: AuditEntityType,
  entityId: string,
): boolean {
  if (auditEntityTypesReadableBy(reader.role).includes(entityType)) return true;
  return entityType === "staff" && entityId === reader.id;
}
