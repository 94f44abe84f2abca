import type { Language } from "../constants.ts";

/**
 * The office's roles (issue 14). `admin` may do everything; each other role only its own calls. The API
 * checks the role of every staff call; the web only hides what a role cannot use.
 */
export const STAFF_ROLES = ["admin", "front_desk", "gate", "hr"] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, Record<Language, string>>> = {
  admin: { es: "Administración", en: "Administration" },
  front_desk: { es: "Recepción", en: "Front desk" },
  gate: { es: "Acceso", en: "Gate" },
  hr: { es: "Recursos humanos", en: "Human resources" },
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a staff member of `role` may use something open to `allowed` (admin may use everything). */
export function roleMayUse(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === "admin" || allowed.includes(role);
}
