import type {
  DashboardArrivalsDto,
  DashboardOccupancyDto,
  DashboardSalesDto,
} from "@park/domain/office-dashboard/dashboard-dto.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { lodgingCountHolds } from "../src/db/schema/lodging-count-holds.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { activitySlotId, unitIds } from "./helpers/ecommerce-test-app.ts";
import {
  type FixedPayment,
  insertActivityBooking,
  insertAppliedDateChange,
  insertCheckIn,
  insertPaidOrder,
  insertRefund,
  insertVisit,
} from "./helpers/office-figures.ts";
import { expectStaffOnly, type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";

useAppFile();

/*
 * The office's first page (issue 36 item 1) on a small fixed data set written straight into the
 * database, each figure checked against a sum worked out by hand. Now is Sunday 22 November 2026,
 * 10:00 in Ensenada (18:00 UTC); the dashboard shows the 22nd to the 29th.
 */
let desk: StaffSession;
let gate: StaffSession & { id: string };
let admin: StaffSession;

async function read<T>(session: StaffSession, url: string) {
  const response = await t.app.inject({ method: "GET", url, headers: staffHeaders(session) });
  return {
    status: response.statusCode,
    body: response.json<T>(),
    cacheControl: response.headers["cache-control"],
  };
}

beforeAll(async () => {
  desk = await signedInStaff(t, { email: "desk@dashboard.test", role: "front_desk" });
  gate = await signedInStaff(t, { email: "gate@dashboard.test", role: "gate" });
  admin = await signedInStaff(t, { email: "admin@dashboard.test", role: "admin" });
  const ids = await unitIds(t);
  const unit = (name: string) => Number(ids[name]);
  const db = t.db;
  const soon = "2026-11-22T18:10:00Z";

  // V1: a day visit today, 4 persons, checked in at 9:00, with 3 canopy places at 12:00.
  const v1 = await insertVisit(db, {
    stayType: "DAY_PASS",
    arrivalDate: "2026-11-22",
    departureDate: "2026-11-22",
    arrivalTime: "DAY",
    persons: 4,
  });
  await insertCheckIn(db, v1.id, gate.id, "2026-11-22T17:00:00Z");
  const noonCanopy = Number(await activitySlotId(t, "CANOPY_TOUR", "12:00"));
  await insertActivityBooking(db, {
    quoteId: v1.id,
    type: "CANOPY_TOUR",
    scheduleIds: [noonCanopy],
    day: "2026-11-22",
    quantity: 3,
  });
  // V2: camping since yesterday (DAY arrival), 3 persons, checked in yesterday.
  const v2 = await insertVisit(db, {
    stayType: "CAMPING_PASS",
    arrivalDate: "2026-11-21",
    departureDate: "2026-11-23",
    arrivalTime: "DAY",
    persons: 3,
  });
  await insertCheckIn(db, v2.id, gate.id, "2026-11-21T18:00:00Z");
  // V3: cabin C1 tonight and tomorrow night, 5 persons arriving at night, not yet here.
  const v3 = await insertVisit(db, {
    stayType: "CABIN",
    arrivalDate: "2026-11-22",
    departureDate: "2026-11-24",
    arrivalTime: "NIGHT",
    persons: 5,
  });
  await db.insert(unitNights).values(
    ["2026-11-22", "2026-11-23"].map((night) => ({
      unitId: unit("C1"),
      night,
      quoteId: v3.id,
      state: "SOLD" as const,
    })),
  );
  // V4: a cart holding cabin C2 for the 23rd, 2 persons arriving by day.
  const v4 = await insertVisit(db, {
    status: "OPEN",
    stayType: "CABIN",
    arrivalDate: "2026-11-23",
    departureDate: "2026-11-24",
    arrivalTime: "DAY",
    persons: 2,
  });
  await db.insert(unitNights).values({
    unitId: unit("C2"),
    night: "2026-11-23",
    quoteId: v4.id,
    state: "HELD",
    expiresAt: new Date(soon),
  });
  // A hold on C3 that ended: free again.
  await db.insert(unitNights).values({
    unitId: unit("C3"),
    night: "2026-11-23",
    quoteId: v4.id,
    state: "HELD",
    expiresAt: new Date("2026-11-22T17:59:00Z"),
  });
  // V5: a cart holding 2 lake villages by count on the 23rd and 24th, none named yet.
  const v5 = await insertVisit(db, {
    status: "OPEN",
    stayType: "LAKE_VILLAGE",
    arrivalDate: "2026-11-23",
    departureDate: "2026-11-25",
    arrivalTime: "DAY",
    persons: 6,
  });
  await db.insert(lodgingCountHolds).values(
    ["2026-11-23", "2026-11-24"].map((night) => ({
      quoteId: v5.id,
      night,
      kind: "LAKE_VILLAGE" as const,
      units: 2,
      expiresAt: new Date(soon),
    })),
  );
  // C5 blocked on the 24th.
  await db
    .insert(unitNights)
    .values({ unitId: unit("C5"), night: "2026-11-24", state: "BLOCKED", blockReason: "Plomería" });

  // Money: A 1,500.00 MXN on the 20th at 9:00; B 100.00 USD (1,800.00 MXN at 18) on the 20th at 23:30
  // (07:30 UTC of the 21st); C 500.00 MXN at OXXO on the 21st at 0:10; E 200.00 MXN on 25 August at 0:30
  // (PDT), the first of the 90 days; D 300.00 on 24 August at 23:00, the day before them.
  const paidOrder = (payment: FixedPayment) => insertPaidOrder(db, payment);
  const a = await paidOrder({ amount: 150_000, paidAt: "2026-11-20T17:00:00Z" });
  const b = await paidOrder({
    currency: "USD",
    exchangeRate: 18,
    amount: 10_000,
    amountMxn: 180_000,
    paidAt: "2026-11-21T07:30:00Z",
  });
  await paidOrder({
    method: "oxxo",
    amount: 50_000,
    paidAt: "2026-11-21T08:10:00Z",
    awaitingUntil: "2026-11-24T05:59:00Z",
  });
  await paidOrder({ amount: 20_000, paidAt: "2026-08-25T07:30:00Z" });
  await paidOrder({ amount: 30_000, paidAt: "2026-08-25T06:00:00Z" });
  // Attempts that brought no sale: refused, and paid but given back by the sale itself.
  await paidOrder({ status: "FAILED", amount: 99_900 });
  await paidOrder({ status: "REFUNDED", amount: 77_700, paidAt: "2026-11-20T18:00:00Z" });
  // Half of B given back today at 8:00 (900.00 MXN of its sale); a refused refund of A counts nothing.
  await insertRefund(db, { ...b, amount: 5_000, currency: "USD", settledAt: "2026-11-22T16:00:00Z" });
  await insertRefund(db, {
    ...a,
    amount: 1_000,
    currency: "MXN",
    settledAt: "2026-11-22T16:30:00Z",
    status: "FAILED",
  });
  // A date change's difference of 300.00 MXN paid on the 21st at 12:00.
  await insertAppliedDateChange(db, {
    quoteId: a.quoteId,
    difference: 30_000,
    currency: "MXN",
    amount: 30_000,
    rate: 1,
    appliedAt: "2026-11-21T20:00:00Z",
  });
  // Waiting: an OXXO voucher of 800.00 and a SPEI transfer of 600.00 with 250.00 still to send.
  const waiting = (payment: FixedPayment) =>
    insertPaidOrder(db, payment, {
      status: "PAYMENT_PENDING",
      arrivalDate: "2026-12-06",
      departureDate: "2026-12-06",
      persons: 1,
    });
  await waiting({
    status: "AWAITING_PAYMENT",
    method: "oxxo",
    amount: 80_000,
    awaitingUntil: "2026-11-27T05:59:00Z",
  });
  await waiting({
    status: "AWAITING_PAYMENT",
    method: "spei",
    amount: 60_000,
    transferAmountRemaining: 25_000,
    awaitingUntil: "2026-11-24T05:59:00Z",
  });
});

describe("GET /api/office/dashboard/arrivals", () => {
  it("shows today and the next 7 days' arrivals against the DAY and NIGHT limits, as the overview counts them", async () => {
    const { status, body, cacheControl } = await read<DashboardArrivalsDto>(
      gate,
      "/api/office/dashboard/arrivals",
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe("no-store");
    expect([body.today, body.first, body.last]).toEqual(["2026-11-22", "2026-11-22", "2026-11-29"]);
    expect(body.days).toHaveLength(8);
    const [today, tomorrow, third] = body.days;
    // DAY of the 22nd: V1's 4; NIGHT: V2's 3 (its second night) and V3's 5.
    expect(today!.DAY).toEqual({
      arrivingVisits: 1,
      arrivingPersons: 4,
      paidPersons: 4,
      heldPersons: 0,
      limit: 1200,
      left: 1196,
    });
    expect(today!.NIGHT).toEqual({
      arrivingVisits: 1,
      arrivingPersons: 5,
      paidPersons: 8,
      heldPersons: 0,
      limit: 600,
      left: 592,
    });
    // The 23rd: V4 holds C2 (2 held by day and at night); V5 holds only a count, which admission does not take.
    expect(tomorrow!.DAY).toEqual({
      arrivingVisits: 1,
      arrivingPersons: 2,
      paidPersons: 0,
      heldPersons: 2,
      limit: 1200,
      left: 1198,
    });
    expect(tomorrow!.NIGHT).toMatchObject({ paidPersons: 5, heldPersons: 2, left: 593 });
    expect(third!.NIGHT).toMatchObject({ paidPersons: 0, heldPersons: 0, left: 600 });
  });

  it("counts who is in the park now from the gate's check-ins", async () => {
    const { body } = await read<DashboardArrivalsDto>(desk, "/api/office/dashboard/arrivals");
    expect(body.readAt).toBe("2026-11-22T18:00:00.000Z");
    // Today's paid visits: V1 (4), V2 (3), V3 (5); V1 and V2 checked in, neither past 6 pm of its last day.
    expect(body.inPark).toEqual({
      expectedVisits: 3,
      expectedPersons: 12,
      checkedInVisits: 2,
      checkedInPersons: 7,
      inParkVisits: 2,
      inParkPersons: 7,
    });
  });

  it("is open to the gate and the desk (admin too), not to HR", async () => {
    expect((await read(admin, "/api/office/dashboard/arrivals?from=2026-12-01&nights=3")).status).toBe(200);
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/dashboard/arrivals" }, [
      "gate",
      "front_desk",
    ]);
  });

  it("refuses more than 14 days, in the error format", async () => {
    const { status, body } = await read<{ error: string }>(desk, "/api/office/dashboard/arrivals?nights=15");
    expect(status).toBe(400);
    expect(body.error).toBe("validation_error");
  });
});

describe("GET /api/office/dashboard/occupancy", () => {
  it("sums each night's units per kind: sold, held on the map or by count, blocked and free of the 37", async () => {
    const { status, body, cacheControl } = await read<DashboardOccupancyDto>(
      desk,
      "/api/office/dashboard/occupancy",
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe("no-store");
    expect(body.lodging.map((n) => n.night)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    const [n22, n23, n24, n25] = body.lodging;
    expect(n22!.kinds).toEqual([
      { kind: "CABIN", units: 19, sold: 1, held: 0, blocked: 0, free: 18 },
      { kind: "TIPI", units: 6, sold: 0, held: 0, blocked: 0, free: 6 },
      { kind: "LAKE_VILLAGE", units: 5, sold: 0, held: 0, blocked: 0, free: 5 },
      { kind: "SUPERIOR_CABIN", units: 7, sold: 0, held: 0, blocked: 0, free: 7 },
    ]);
    // The 23rd: C1 sold, C2 held (C3's ended hold is free), 2 lake villages held by count.
    expect(n23!.kinds.find((k) => k.kind === "CABIN")).toEqual({
      kind: "CABIN",
      units: 19,
      sold: 1,
      held: 1,
      blocked: 0,
      free: 17,
    });
    expect(n23!.kinds.find((k) => k.kind === "LAKE_VILLAGE")).toMatchObject({ held: 2, free: 3 });
    expect(n23!.total).toEqual({ units: 37, sold: 1, held: 3, blocked: 0, free: 33 });
    expect(n24!.total).toEqual({ units: 37, sold: 0, held: 2, blocked: 1, free: 34 });
    expect(n25!.total).toEqual({ units: 37, sold: 0, held: 0, blocked: 0, free: 37 });
  });

  it("shows each activity slot's places as the overview does", async () => {
    const { body } = await read<DashboardOccupancyDto>(desk, "/api/office/dashboard/occupancy?nights=1");
    const noon = body.activities[0]!.slots.find((s) => s.type === "CANOPY_TOUR" && s.startHour === "12:00");
    expect(noon).toMatchObject({ units: 12, sold: 3, held: 0, left: 9 });
  });

  it("is the desk's (admin too), not the gate's nor HR's", async () => {
    expect((await read(admin, "/api/office/dashboard/occupancy")).status).toBe(200);
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/dashboard/occupancy" }, ["front_desk"]);
  });
});

describe("GET /api/office/dashboard/sales", () => {
  it("sums each park day's sales, the share in dollars and refunds, over the last 90 days", async () => {
    const { status, body, cacheControl } = await read<DashboardSalesDto>(desk, "/api/office/dashboard/sales");
    expect(status).toBe(200);
    expect(cacheControl).toBe("no-store");
    expect([body.first, body.last]).toEqual(["2026-08-25", "2026-11-22"]);
    expect(body.days).toHaveLength(90);
    const day = (date: string) => body.days.find((d) => d.date === date);
    // E's 200.00 at 0:30 on 25 August; D's 300.00 at 23:00 the day before is outside.
    expect(day("2026-08-25")).toMatchObject({ orders: 1, salesCentavos: 20_000 });
    // A's 1,500.00 and B's 1,800.00 (paid in dollars at 23:30): 3,300.00, 54.55% in dollars.
    expect(day("2026-11-20")).toEqual({
      date: "2026-11-20",
      orders: 2,
      salesCentavos: 330_000,
      usdSalesCentavos: 180_000,
      usdCents: 10_000,
      usdShare: 0.5455,
      refundedCentavos: 0,
      netCentavos: 330_000,
    });
    // C's 500.00 at 0:10, and the date change's 300.00 (money, not an order).
    expect(day("2026-11-21")).toMatchObject({
      orders: 1,
      salesCentavos: 80_000,
      usdShare: 0,
      refundedCentavos: 0,
    });
    // Half of B back: 900.00.
    expect(day("2026-11-22")).toMatchObject({
      orders: 0,
      salesCentavos: 0,
      usdShare: null,
      refundedCentavos: 90_000,
      netCentavos: -90_000,
    });
    expect(body.totals).toEqual({
      orders: 4,
      salesCentavos: 430_000,
      usdSalesCentavos: 180_000,
      usdCents: 10_000,
      usdShare: 0.4186,
      refundedCentavos: 90_000,
      netCentavos: 340_000,
    });
  });

  it("tells what OXXO and SPEI orders still owe", async () => {
    const { body } = await read<DashboardSalesDto>(desk, "/api/office/dashboard/sales?days=7");
    expect(body.days).toHaveLength(7);
    expect(body.awaiting).toEqual({
      orders: 2,
      dueCentavos: 105_000,
      methods: [
        { method: "oxxo", orders: 1, dueCentavos: 80_000 },
        { method: "spei", orders: 1, dueCentavos: 25_000 },
      ],
      nextHoldEnd: "2026-11-24T05:59:00.000Z",
    });
  });

  it("is the desk's (admin too), not the gate's nor HR's", async () => {
    expect((await read(admin, "/api/office/dashboard/sales")).status).toBe(200);
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/dashboard/sales" }, ["front_desk"]);
  });
});
