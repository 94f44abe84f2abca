import { activityLines } from "@park/domain/activities/activity-lines.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPlaces } from "../src/db/schema/activity-bookings.ts";
import { activitySchedules } from "../src/db/schema/activity-schedules.ts";
import {
  holdActivityPlacesInTx,
  sellActivityPlacesInTx,
} from "../src/modules/ecommerce/visit-activities/activity-holds.ts";
import { createActivityBookingsRepository } from "../src/modules/ecommerce/visit-activities/repository.ts";
import { pricedReservations } from "../src/modules/ecommerce/visit-activities/reservations-view.ts";
import { t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import { createQuote, type ErrorBody, send, type VisitInput } from "./helpers/ecommerce-test-app.ts";

useEcommerceFile();

/*
 * Many visitors booking the same activity slot at once. On PGlite the transactions run one after
 * another; with DATABASE_URL they overlap on PostgreSQL, where only the slot-day locks keep a slot from
 * selling more places than it has.
 */
let slotId: (type: string, startHour: string) => number;

beforeAll(async () => {
  const rows = await t.db.select().from(activitySchedules);
  slotId = (type, startHour) => rows.find((r) => r.type === type && r.startHour === startHour)!.id;
});

const VISIT: VisitInput = {
  arrivalDate: "2026-12-10",
  departureDate: "2026-12-11",
  numberOfPersons: 2,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
};

/** The visit as the sale reads it from the quote. */
const STAY = {
  arrivalDate: VISIT.arrivalDate,
  departureDate: VISIT.departureDate,
  arrivalTime: "DAY" as const,
};

async function quotes(n: number): Promise<QuoteDto[]> {
  const created: QuoteDto[] = [];
  for (let i = 0; i < n; i++) created.push(await createQuote(t.app, VISIT));
  return created;
}

function book(quoteId: string, scheduleId: number, quantity: number, hours?: number) {
  return send<QuoteDto>(t.app, "PUT", "/api/ecommerce/visit-activities", {
    body: { visitActivityScheduleId: String(scheduleId), quoteId, quantity, hours, visitDate: "2026-12-10" },
    token,
  });
}

/** Places of live rows in a slot on 10 December, as the database holds them. */
async function placesIn(scheduleId: number): Promise<number> {
  const [row] = await t.db
    .select({ places: sql<number>`coalesce(sum(${activityPlaces.places}), 0)`.mapWith(Number) })
    .from(activityPlaces)
    .where(and(eq(activityPlaces.scheduleId, scheduleId), eq(activityPlaces.day, "2026-12-10")));
  return row!.places;
}

describe("30 visitors booking the last 5 places of a canopy slot at the same time", () => {
  it("books exactly 5 and tells the others there is not enough inventory", async () => {
    const canopy = slotId("CANOPY_TOUR", "14:00");
    const [first] = await quotes(1);
    expect((await book(first!.id, canopy, 7)).status).toBe(200);

    const contenders = await quotes(30);
    const answers = await Promise.all(contenders.map((q) => book(q.id, canopy, 1)));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(25);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect((answer.body as unknown as ErrorBody).error).toBe("Not enough inventory");
    }
    expect(await placesIn(canopy)).toBe(12);
    const winners = answers.filter((a) => a.status === 200).map((a) => a.body);
    expect(winners.every((q) => q.products.canopyPasses === 1)).toBe(true);
  });
});

describe("ATV rentals over overlapping hours, booked at the same time", () => {
  it("never puts more than the 8 ATVs in any hour", async () => {
    const starts = ["10:00", "11:00", "12:00", "13:00"];
    const contenders = await quotes(24);
    const answers = await Promise.all(
      contenders.map((q, i) => book(q.id, slotId("ATV", starts[i % starts.length]!), 3, 3)),
    );
    // A refusal is the start hour being full (409) or a later hour of the rental (400, fewer hours).
    const refusals = answers
      .filter((a) => a.status !== 200)
      .map((a) => [a.status, (a.body as unknown as { error?: string }).error]);
    for (const refusal of refusals)
      expect([
        [409, "Not enough inventory"],
        [400, "Hour out of range"],
      ]).toContainEqual(refusal);
    const hours = ["10:00", "11:00", "12:00", "13:00", "14:00", "15:00"];
    const perHour = await Promise.all(hours.map((h) => placesIn(slotId("ATV", h))));
    expect(Math.max(...perHour)).toBeLessThanOrEqual(8);
    // Rentals of 3 ATVs fit twice in an hour: some went through.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    const booked = answers.filter((a) => a.status === 200).length * 3 * 3;
    expect(perHour.reduce((a, b) => a + b, 0)).toBe(booked);
  });
});

describe("the sale's calls", () => {
  it("holds a quote's places again after its hold ran out, refuses when another quote took them, and sells them", async () => {
    const horses = slotId("HORSEBACK_RIDING", "16:00");
    const [late, early] = await quotes(2);
    expect((await book(late!.id, horses, 6)).status).toBe(200);
    t.time.advanceMinutes(25);
    expect((await book(early!.id, horses, 6)).status).toBe(200);

    const now = t.time.clock();
    const refused = await t.db.transaction((tx) =>
      holdActivityPlacesInTx(createActivityBookingsRepository(tx), { ...STAY, id: late!.id }, now),
    );
    expect(refused).toEqual(["HORSEBACK_RIDING"]);

    const held = await t.db.transaction(async (tx) => {
      const activities = createActivityBookingsRepository(tx);
      const lacking = await holdActivityPlacesInTx(activities, { ...STAY, id: early!.id }, now);
      return { lacking, sold: await sellActivityPlacesInTx(activities, early!.id) };
    });
    expect(held).toEqual({ lacking: [], sold: 1 });
    t.time.advanceMinutes(60 * 24);
    // Sold places never expire.
    const left = await send<{ startHour: string; availableUnits: number }[]>(
      t.app,
      "GET",
      "/api/ecommerce/visit-activities/schedule?date=2026-12-10&type=HORSEBACK_RIDING&quantity=1&validation=ECOMMERCE",
    );
    expect(left.body.find((s) => s.startHour === "16:00")?.availableUnits).toBe(4);
    t.time.reset();
  });

  it("keeps renewed holds past their first end, and gives the quote's lines its reservations' prices", async () => {
    const canopy = slotId("CANOPY_TOUR", "15:00");
    const [quote, other] = await quotes(2);
    expect((await book(quote!.id, canopy, 12)).status).toBe(200);
    t.time.advanceMinutes(15);
    await createActivityBookingsRepository(t.db).renewLiveHolds(
      quote!.id,
      t.time.clock(),
      new Date(t.time.clock().getTime() + 20 * 60_000),
    );
    t.time.advanceMinutes(10);
    const refused = await book(other!.id, canopy, 1);
    expect(refused.status).toBe(409);
    // 10 December is a YELLOW date: 12 places at the canopy's special price, $700.
    const lines = activityLines(await pricedReservations(createActivityBookingsRepository(t.db), quote!.id));
    expect(lines).toEqual([{ key: "canopy_pass", quantity: 12, price: 70_000, totalAmount: 840_000 }]);
    t.time.reset();
  });
});
