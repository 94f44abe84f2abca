import { chargeAmount } from "@park/domain/checkout/charge-amount.ts";
import type { DashboardSalesDto } from "@park/domain/office-dashboard/dashboard-dto.ts";
import { eq, gt, gte, lt, ne, or, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDemoYear } from "../src/db/demo-year/load-demo-year.ts";
import { activityPlaces } from "../src/db/schema/activity-bookings.ts";
import { activitySchedules } from "../src/db/schema/activity-schedules.ts";
import { payments } from "../src/db/schema/payments.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import { refunds } from "../src/db/schema/refunds.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { signedInStaff, staffHeaders } from "./helpers/staff-session.ts";
import { PINNED_NOW, TODAY } from "./helpers/test-app.ts";

useAppFile();

/* npm run demo-year (issue 36 item 4), at a twentieth of its size: a year that the sale's own rules allow. */
const now = new Date(PINNED_NOW);
let first: Awaited<ReturnType<typeof loadDemoYear>>;

beforeAll(async () => {
  await signedInStaff(t, { email: "gate@demo-year.test", role: "gate" });
  first = await loadDemoYear(t.db, TODAY, now, 3_000);
}, 120_000);

describe("the demo year", () => {
  it("loads about the orders asked for, once", async () => {
    expect(first.loaded).toBe(true);
    if (!first.loaded) return;
    expect(first.counts.quotes).toBeGreaterThan(2_950);
    expect(first.counts.quotes).toBeLessThan(3_050);
    expect(first.counts.checkIns).toBeGreaterThan(0);
    expect(first.checkInsBy).toBe("gate@demo-year.test");
    expect(await loadDemoYear(t.db, TODAY, now, 3_000)).toEqual({ loaded: false });
  });

  it("sells no slot beyond its places, no night outside its stay, and pays nothing after now", async () => {
    const overbooked = await t.db
      .select({ scheduleId: activityPlaces.scheduleId })
      .from(activityPlaces)
      .innerJoin(activitySchedules, eq(activitySchedules.id, activityPlaces.scheduleId))
      .groupBy(activityPlaces.scheduleId, activityPlaces.day, activitySchedules.units)
      .having(sql`sum(${activityPlaces.places}) > ${activitySchedules.units}`);
    expect(overbooked).toEqual([]);
    expect(await t.db.select({ id: payments.id }).from(payments).where(gt(payments.paidAt, now))).toEqual([]);
    const outside = await t.db
      .select({ night: unitNights.night })
      .from(unitNights)
      .innerJoin(quotes, eq(quotes.id, unitNights.quoteId))
      .where(or(lt(unitNights.night, quotes.arrivalDate), gte(unitNights.night, quotes.departureDate)));
    expect(outside).toEqual([]);
  });

  it("charges dollars as the sale does, and refunds no more than was charged", async () => {
    const usd = await t.db.select().from(payments).where(eq(payments.currency, "USD")).limit(50);
    expect(usd.length).toBeGreaterThan(0);
    for (const p of usd) expect(p.amount).toBe(chargeAmount(p.amountMxn, "USD", p.exchangeRate));
    const over = await t.db
      .select({ id: refunds.id })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(or(gt(refunds.amount, payments.amount), ne(refunds.currency, payments.currency)));
    expect(over).toEqual([]);
  });

  it("gives the dashboard a season to show", async () => {
    const desk = await signedInStaff(t, { email: "desk@demo-year.test", role: "front_desk" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/office/dashboard/sales",
      headers: staffHeaders(desk),
    });
    const sales = response.json<DashboardSalesDto>();
    expect(sales.totals.orders).toBeGreaterThan(500);
    expect(sales.totals.usdShare).toBeGreaterThan(0);
    expect(sales.totals.refundedCentavos).toBeGreaterThan(0);
    expect(sales.awaiting.orders).toBe(12);
  });
});
