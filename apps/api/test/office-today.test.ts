import { beforeAll, describe, expect, it } from "vitest";
import type { TodayOverview } from "../src/modules/office/today/service.ts";
import {
  activitySlotId,
  bookActivity,
  createQuote,
  hold,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { ids, t, usePaymentFile } from "./helpers/payment-file.ts";
import { pay, paymentBody } from "./helpers/payment-test-app.ts";
import { type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";

usePaymentFile();

/* The front desk's overview of today and the coming days (issue 14 item 3), read against real sales. */
let desk: StaffSession;
beforeAll(async () => {
  desk = await signedInStaff(t, { email: "recepcion@park.test", role: "front_desk" });
});

async function overview(query = ""): Promise<{ status: number; body: TodayOverview }> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/office/today${query}`,
    headers: staffHeaders(desk),
  });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /api/office/today", () => {
  it("starts today in the park and shows 7 days by default, every unit each night", async () => {
    const { status, body } = await overview();
    expect(status).toBe(200);
    expect(body.today).toBe("2026-11-22");
    expect(body.first).toBe("2026-11-22");
    expect(body.last).toBe("2026-11-28");
    expect(body.days).toHaveLength(7);
    expect(body.units).toHaveLength(37);
    expect(body.units.every((u) => u.nights.length === 7)).toBe(true);
    expect(body.days[0]!.DAY).toMatchObject({ paidPersons: 0, heldPersons: 0, limit: 1200, left: 1200 });
    expect(body.days[0]!.NIGHT).toMatchObject({ limit: 600, left: 600 });
  });

  it("counts paid and held visitors against the capacity, and shows sold, held, blocked and free nights and activity places", async () => {
    const token = await visitorToken(t.app);
    // Paid: 5 persons camping two nights arriving by day on 1 December, with 3 night canopy places.
    const camping = await createQuote(t.app, {
      arrivalDate: "2026-12-01",
      departureDate: "2026-12-03",
      numberOfPersons: 5,
      arrivalTime: "DAY",
      stayType: "CAMPING_PASS",
    });
    const canopy = await activitySlotId(t, "CANOPY_TOUR_NIGHT", "19:30");
    expect(
      (
        await bookActivity(t.app, {
          visitActivityScheduleId: canopy,
          quoteId: camping.id,
          quantity: 3,
          visitDate: "2026-12-01",
        })
      ).status,
    ).toBe(200);
    const priced = await t.app.inject({
      method: "GET",
      url: `/api/ecommerce/quotes/${camping.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await pay(t.app, paymentBody(priced.json()))).status).toBe(200);

    // Held: 4 persons in cabin C2 for the night of 1 December, arriving at night.
    const cabin = await createQuote(t.app, {
      arrivalDate: "2026-12-01",
      departureDate: "2026-12-02",
      numberOfPersons: 4,
      arrivalTime: "NIGHT",
      stayType: "CABIN",
    });
    expect((await hold(t.app, token, cabin.id, [ids.C2!])).status).toBe(200);

    // Blocked: cabin C5 on 2 December.
    const blocked = await t.app.inject({
      method: "POST",
      url: `/api/office/units/${ids.C5}/blocks`,
      headers: staffHeaders(desk),
      payload: { firstNight: "2026-12-02", lastNight: "2026-12-02", reason: "Plomería" },
    });
    expect(blocked.statusCode).toBe(201);

    const { status, body } = await overview("?from=2026-12-01&nights=3");
    expect(status).toBe(200);
    expect(body.days.map((d) => d.date)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
    const [first, second, third] = body.days;
    expect(first!.DAY).toEqual({
      arrivingVisits: 1,
      arrivingPersons: 5,
      paidPersons: 5,
      heldPersons: 0,
      limit: 1200,
      left: 1195,
    });
    expect(first!.NIGHT).toEqual({
      arrivingVisits: 1,
      arrivingPersons: 4,
      paidPersons: 5,
      heldPersons: 4,
      limit: 600,
      left: 591,
    });
    expect(second!.NIGHT).toMatchObject({ arrivingVisits: 0, paidPersons: 5, heldPersons: 0, left: 595 });
    expect(third!.NIGHT).toMatchObject({ paidPersons: 0, heldPersons: 0 });

    const unit = (name: string) => body.units.find((u) => u.name === name)!;
    expect(unit("C2").nights.map((n) => n.state)).toEqual(["HELD", "FREE", "FREE"]);
    expect(unit("C2").nights[0]!.code).toBe(cabin.code);
    expect(unit("C5").nights.map((n) => [n.state, n.blockReason])).toEqual([
      ["FREE", null],
      ["BLOCKED", "Plomería"],
      ["FREE", null],
    ]);
    const sold = body.units.flatMap((u) => u.nights).filter((n) => n.state === "SOLD");
    expect(sold).toEqual([]);

    const nightCanopy = body.activities[0]!.slots.find((s) => s.type === "CANOPY_TOUR_NIGHT")!;
    expect(nightCanopy).toMatchObject({ startHour: "19:30", units: 30, sold: 3, held: 0, left: 27 });
    expect(body.activities[1]!.slots.find((s) => s.type === "CANOPY_TOUR_NIGHT")).toMatchObject({
      sold: 0,
      left: 30,
    });
  });

  it("refuses a range over 14 days or a date that does not exist, in the error format", async () => {
    const long = await overview("?nights=15");
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: "validation_error" });
    const bad = await overview("?from=2026-02-30");
    expect(bad.status).toBe(400);
  });
});
