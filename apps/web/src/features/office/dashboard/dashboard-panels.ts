import { roleMayUse, type StaffRole } from "@park/domain/office-staff/staff-roles.ts";

/** The dashboard's panels, in the page's order. */
export const DASHBOARD_PANELS = ["inPark", "arrivals", "lodging", "activities", "sales", "awaiting"] as const;
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];

/**
 * Who sees each panel, as the API answers its call (decision 0065): the gate and the desk who comes and
 * who is in, the desk lodging, activities and money; admin all, HR none. A role is never shown a panel
 * whose call it would be refused.
 */
const PANEL_ROLES: Record<DashboardPanel, readonly StaffRole[]> = {
  inPark: ["gate", "front_desk"],
  arrivals: ["gate", "front_desk"],
  lodging: ["front_desk"],
  activities: ["front_desk"],
  sales: ["front_desk"],
  awaiting: ["front_desk"],
};

/** The panels `role` sees. */
export function panelsOf(role: StaffRole): ReadonlySet<DashboardPanel> {
  return new Set(DASHBOARD_PANELS.filter((panel) => roleMayUse(role, PANEL_ROLES[panel])));
}
