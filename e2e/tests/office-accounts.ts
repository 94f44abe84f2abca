import { randomBytes } from "node:crypto";

/**
 * The office accounts of an e2e run. The product has no default password: playwright.config.ts makes
 * one for the run (E2E_STAFF_PASSWORD, inherited by the workers) and pipes these accounts into
 * `npm run staff -- import` before the server starts. Each role has several accounts so a whole run's
 * sign-ins stay under the per-account limit (10 per 15 minutes).
 */
export const OFFICE_ROLES = ["admin", "front_desk", "gate", "hr"] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];
export const ACCOUNTS_PER_ROLE = 8;

export function e2eStaffPassword(): string {
  process.env.E2E_STAFF_PASSWORD ??= `e2e-${randomBytes(18).toString("base64url")}`;
  return process.env.E2E_STAFF_PASSWORD;
}

export function e2eStaffEmail(role: OfficeRole, index: number): string {
  return `e2e-${role.replace("_", "-")}-${index}@park.test`;
}

/** The lines `npm run staff -- import` reads: e-mail, role and password, tab-separated. */
export function e2eStaffImportLines(): string[] {
  const password = e2eStaffPassword();
  return OFFICE_ROLES.flatMap((role) =>
    Array.from(
      { length: ACCOUNTS_PER_ROLE },
      (_, index) => `${e2eStaffEmail(role, index)}\t${role}\t${password}`,
    ),
  );
}
