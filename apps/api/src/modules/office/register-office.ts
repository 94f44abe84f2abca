import type { FastifyInstance } from "fastify";
import type { ChargeReconciler } from "../ecommerce/charge/charge-reconciler.ts";
import { officeApplications } from "./applications/register-applications.ts";
import { auditRoutes } from "./audit/routes.ts";
import { registerOfficeContent } from "./content/register-content.ts";
import { registerDashboard } from "./dashboard/register-dashboard.ts";
import { registerGate } from "./gate/register-gate.ts";
import type { OfficeDeps } from "./office-deps.ts";
import { createRefundSettlement, type RefundHooks } from "./orders/refund-settlement.ts";
import { officeOrders } from "./orders/register-orders.ts";
import { registerOfficePrices } from "./prices/register-prices.ts";
import { registerReports } from "./reports/register-reports.ts";
import { createRequireStaff } from "./session/require-staff.ts";
import { sessionRoutes } from "./session/routes.ts";
import { createSessionService } from "./session/session-service.ts";
import { createSignInLimit } from "./session/sign-in-limit.ts";
import { createStaffAccounts, type StaffAccounts } from "./staff/staff-accounts.ts";
import { officeToday } from "./today/register-today.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Staff accounts as the `staff` command manages them; no HTTP route creates one. */
    staffAccounts: StaffAccounts;
  }
}

/** Test-only hooks of the office (AppOptions.officeHooks); never set by the config. */
export type OfficeHooks = { refunds?: RefundHooks };

/**
 * The park's office (issue 14): staff sessions and app.requireStaff first, then each area's routes under
 * /api/office, one `await app.register(...)` line per area below.
 */
export async function registerOffice(
  app: FastifyInstance,
  deps: OfficeDeps & { hooks?: OfficeHooks; reconciler: ChargeReconciler },
): Promise<void> {
  const { hooks, reconciler, ...areaDeps } = deps;
  const { db, clock } = areaDeps;
  const sessions = createSessionService({ db, clock });
  app.decorate("requireStaff", createRequireStaff(sessions));
  app.decorateRequest("staff", null);
  app.decorate("staffAccounts", createStaffAccounts({ db, clock }));

  await app.register(sessionRoutes, { sessions, signInLimit: createSignInLimit(app), clock });
  await app.register(auditRoutes, { db });
  // Shared by the desk's refund call and the sweep, which decorates the app itself (outside any plugin).
  const refundSettlement = createRefundSettlement({
    db,
    gateway: app.payments,
    clock,
    hooks: hooks?.refunds ?? {},
    reconciler,
    log: app.log,
  });

  await app.register(registerOfficeContent, areaDeps);
  await app.register(registerGate, areaDeps);
  await app.register(officeOrders, { ...areaDeps, refundSettlement });
  await app.register(registerOfficePrices, areaDeps);
  await app.register(officeToday, areaDeps);
  await app.register(registerDashboard, areaDeps);
  await app.register(registerReports, areaDeps);
  await app.register(officeApplications, areaDeps);
}
