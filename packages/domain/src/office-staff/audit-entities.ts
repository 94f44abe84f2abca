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
