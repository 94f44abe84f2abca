import {
  AUDIT_ENTITY_AREAS,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
} from "@park/domain/office-staff/audit-entities.ts";
import { STAFF_ROLES, type StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../src/modules/office/audit/audit-repository.ts";
import { type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

/*
 * Issue 31 item 5: each role reads the audit trail of its own area (orders and units the front desk,
 * applications and messages HR, check-ins the gate; content, prices and staff admin, who reads all).
 */
const ENTITY_ID = "entity-1";
let t: TestApp;
const members = {} as Record<StaffRole, { id: string; session: StaffSession }>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of STAFF_ROLES) {
    const session = await signedInStaff(t, { email: `${role}@audit.test`, role });
    members[role] = { id: session.id, session };
  }
  // One entry on an entity of every type, by admin (a refund, an HR status change, a staff account...).
  for (const entityType of AUDIT_ENTITY_TYPES) {
    await recordAudit(t.db, {
      staffId: members.admin.id,
      action: `${entityType}.update`,
      entityType,
      entityId: ENTITY_ID,
      before: { secret: `${entityType} before` },
      after: { secret: `${entityType} after` },
    });
  }
}, 60_000);
afterAll(() => t.close());

function readTrail(role: StaffRole, query: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/office/audit?${query}`,
    headers: staffHeaders(members[role].session),
  });
}

describe("the audit trail by role", () => {
  it.each(STAFF_ROLES)("%s reads its own area's trails and is refused every other area's", async (role) => {
    const read: AuditEntityType[] = [];
    for (const entityType of AUDIT_ENTITY_TYPES) {
      const answer = await readTrail(role, `entityType=${entityType}&entityId=${ENTITY_ID}`);
      if (answer.statusCode === 200) {
        expect(answer.json().entries).toEqual([
          expect.objectContaining({
            action: `${entityType}.update`,
            after: { secret: `${entityType} after` },
          }),
        ]);
        read.push(entityType);
      } else {
        expect(answer.statusCode, `${role} reading ${entityType}`).toBe(403);
        expect(answer.json().error).toBe("staff_role_forbidden");
        expect(answer.body).not.toContain("secret");
      }
    }
    const expected = {
      admin: [...AUDIT_ENTITY_TYPES],
      front_desk: ["order", "unit"],
      hr: ["job_application", "feedback"],
      gate: ["check_in"],
    }[role];
    expect(read.sort()).toEqual([...expected].sort());
    expect(read.every((type) => role === "admin" || AUDIT_ENTITY_AREAS[type] === role)).toBe(true);
  });

  it("cannot be widened through the query: repeated, listed or padded parameters are refused", async () => {
    for (const query of [
      `entityType=check_in&entityType=order&entityId=${ENTITY_ID}`,
      `entityType=order&entityType=check_in&entityId=${ENTITY_ID}`,
      `entityType[]=order&entityId=${ENTITY_ID}`,
      `entityType=order,check_in&entityId=${ENTITY_ID}`,
      `entityType=ORDER&entityId=${ENTITY_ID}`,
      `entityType=order%20&entityId=${ENTITY_ID}`,
      `entityType=order&entityId=${ENTITY_ID}&role=admin`,
      `entityType=order&entityId=${ENTITY_ID}&staffId=${members.admin.id}`,
    ]) {
      const answer = await readTrail("gate", query);
      expect([400, 403], `${query}: ${answer.body}`).toContain(answer.statusCode);
      expect(answer.body).not.toContain("secret");
    }
  });

  it("lets every member read their own account's trail, and only admin another's", async () => {
    await recordAudit(t.db, {
      staffId: members.admin.id,
      action: "staff.update",
      entityType: "staff",
      entityId: members.gate.id,
      before: { role: "hr" },
      after: { role: "gate" },
    });
    const own = await readTrail("gate", `entityType=staff&entityId=${members.gate.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().entries).toEqual([
      expect.objectContaining({ action: "staff.update" }),
      expect.objectContaining({ action: "staff.create" }),
    ]);

    for (const role of ["front_desk", "hr"] as const) {
      const other = await readTrail(role, `entityType=staff&entityId=${members.gate.id}`);
      expect(other.statusCode).toBe(403);
      expect(other.body).not.toContain("staff.update");
    }
    const admin = await readTrail("admin", `entityType=staff&entityId=${members.gate.id}`);
    expect(admin.json().entries).toEqual(own.json().entries);
  });
});
