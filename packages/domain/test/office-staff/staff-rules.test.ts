import { describe, expect, it } from "vitest";
import {
  AUDIT_ENTITY_TYPES,
  auditEntityTypesReadableBy,
  mayReadAuditTrail,
} from "../../src/office-staff/audit-entities.ts";
import { normalizeStaffEmail, staffPasswordIssue } from "../../src/office-staff/staff-password.ts";
import { roleMayUse } from "../../src/office-staff/staff-roles.ts";
import {
  STAFF_SESSION_ABSOLUTE_MS,
  staffSessionExpiry,
  staffSessionIsLive,
  staffSessionNeedsTouch,
} from "../../src/office-staff/staff-session-rules.ts";

describe("a staff password", () => {
  it("needs 12 to 256 characters, counted as characters, not bytes", () => {
    expect(staffPasswordIssue("a".repeat(11), "ana@park.test")).toBe("password_too_short");
    expect(staffPasswordIssue("a".repeat(12), "ana@park.test")).toBeUndefined();
    // 12 characters of two bytes each in UTF-8 (é), and emoji of two UTF-16 units, count once each.
    expect(staffPasswordIssue("é".repeat(12), "ana@park.test")).toBeUndefined();
    expect(staffPasswordIssue("🌵".repeat(11), "ana@park.test")).toBe("password_too_short");
    expect(staffPasswordIssue("a".repeat(256), "ana@park.test")).toBeUndefined();
    expect(staffPasswordIssue("a".repeat(257), "ana@park.test")).toBe("password_too_long");
  });

  it("may not be the e-mail address, whatever its case", () => {
    expect(staffPasswordIssue(" Recepcion@Park.Test ", "recepcion@park.test")).toBe("password_is_email");
  });

  it("belongs to an e-mail compared without case or spaces", () => {
    expect(normalizeStaffEmail("  Ana.Lopez@Park.TEST ")).toBe("ana.lopez@park.test");
  });
});

describe("roles", () => {
  it("let admin use everything and each other role only what names it", () => {
    expect(roleMayUse("admin", ["gate"])).toBe(true);
    expect(roleMayUse("gate", ["gate"])).toBe(true);
    expect(roleMayUse("front_desk", ["gate", "hr"])).toBe(false);
    expect(roleMayUse("hr", ["front_desk"])).toBe(false);
  });
});

describe("a staff session", () => {
  const signedIn = new Date("2026-11-22T18:00:00Z");
  const at = (minutes: number) => new Date(signedIn.getTime() + minutes * 60_000);
  const session = (lastSeenMinutes: number, revokedAt: Date | null = null) => ({
    createdAt: signedIn,
    lastSeenAt: at(lastSeenMinutes),
    expiresAt: staffSessionExpiry(signedIn),
    revokedAt,
  });

  it("lasts 12 hours at most", () => {
    expect(STAFF_SESSION_ABSOLUTE_MS).toBe(43_200_000);
    expect(staffSessionExpiry(signedIn).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(staffSessionIsLive(session(700), at(719))).toBe(true);
    expect(staffSessionIsLive(session(700), at(720))).toBe(false);
  });

  it("ends after an idle hour", () => {
    expect(staffSessionIsLive(session(0), at(59))).toBe(true);
    expect(staffSessionIsLive(session(0), at(60))).toBe(false);
    expect(staffSessionIsLive(session(30), at(89))).toBe(true);
  });

  it("ends when revoked", () => {
    expect(staffSessionIsLive(session(0, at(1)), at(2))).toBe(false);
  });

  it("notes its last use at most once a minute", () => {
    expect(staffSessionNeedsTouch(session(0), at(0.5))).toBe(false);
    expect(staffSessionNeedsTouch(session(0), at(1))).toBe(true);
  });
});

describe("audit trail areas", () => {
  it("gives each role its own area's entities and admin all of them", () => {
    expect(auditEntityTypesReadableBy("front_desk")).toEqual(["order", "unit"]);
    expect(auditEntityTypesReadableBy("hr")).toEqual(["job_application", "feedback"]);
    expect(auditEntityTypesReadableBy("gate")).toEqual(["check_in"]);
    expect(auditEntityTypesReadableBy("admin")).toEqual([...AUDIT_ENTITY_TYPES]);
  });

  it("lets a member read their own account's trail but not a colleague's", () => {
    const gate = { id: "g-1", role: "gate" } as const;
    expect(mayReadAuditTrail(gate, "staff", "g-1")).toBe(true);
    expect(mayReadAuditTrail(gate, "staff", "a-1")).toBe(false);
    expect(mayReadAuditTrail(gate, "order", "g-1")).toBe(false);
    expect(mayReadAuditTrail({ id: "a-1", role: "admin" }, "staff", "g-1")).toBe(true);
  });
});
