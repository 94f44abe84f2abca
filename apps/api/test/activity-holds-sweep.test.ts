import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activityPlaces, quoteActivities } from "../src/db/schema/activity-bookings.ts";
import { HOLD_SWEEP_INTERVAL_MS } from "../src/modules/ecommerce/reservations/hold-sweeper.ts";
import {
  activitySlotId,
  bookActivity,
  buildEcommerceTestApp,
  createQuote,
  type EcommerceTestApp,
  send,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";

/*
 * Issue 10: activity places held with a quote whose hold ran out stop counting at once (only live places
 * are counted, decision 0011) and the minute's sweep deletes them, as it does lodging holds. The quote
 * keeps its booking. PGlite, or PostgreSQL with DATABASE_URL. Seeded night canopy: 19:30, 30 places.
 */
let t: EcommerceTestApp;
let night: string;
beforeAll(async () => {
  // Only the app's interval is faked, so a test can run the minute's sweep without waiting a minute.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  t = await buildEcommerceTestApp();
  night = await activitySlotId(t, "CANOPY_TOUR_NIGHT", "19:30");
});
afterEach(() => t.time.reset());
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

type Reservation = { quantity: number; visitDate: string; available: boolean; availableUnits: number };
type QuoteWithReservations = QuoteDto & { visitActivityReservations: Reservation[] };

/** Each test books its own date, so one test's places never meet another's. */
function camping(arrivalDate: string, departureDate: string): VisitInput {
  return { arrivalDate, departureDate, numberOfPersons: 4, arrivalTime: "DAY", stayType: "CAMPING_PASS" };
}

async function placesLeft(date: string): Promise<number | undefined> {
  const url = `/api/ecommerce/visit-activities/schedule?type=CANOPY_TOUR_NIGHT&date=${date}&quantity=1&validation=ECOMMERCE`;
  const { body } = await send<{ availableUnits: number }[]>(t.app, "GET", url);
  return body[0]?.availableUnits;
}

async function placeRows(quoteId: string) {
  const rows = await t.db.select().from(activityPlaces).where(eq(activityPlaces.quoteId, quoteId));
  return rows.map((row) => `${row.day} ${row.places} ${row.state}`);
}

async function sweepTick(): Promise<void> {
  await vi.advanceTimersByTimeAsync(HOLD_SWEEP_INTERVAL_MS);
}

describe("expired activity holds", () => {
  it("stop counting when the hold ends and are deleted by the sweep; the quote keeps its booking", async () => {
    const quote = await createQuote(t.app, camping("2026-12-01", "2026-12-03"));
    const booked = await bookActivity(t.app, {
      visitActivityScheduleId: night,
      quoteId: quote.id,
      quantity: 30,
      visitDate: "2026-12-02",
    });
    expect(booked.status).toBe(200);
    expect(await placesLeft("2026-12-02")).toBe(0);

    t.time.advanceMinutes(HOLD_MINUTES - 1);
    await sweepTick();
    expect(await placeRows(quote.id)).toEqual(["2026-12-02 30 HELD"]);
    expect(await placesLeft("2026-12-02")).toBe(0);

    // The hold has ended: its places are free to everyone before any sweep runs...
    t.time.advanceMinutes(1);
    expect(await placesLeft("2026-12-02")).toBe(30);
    // ...and the sweep deletes the rows.
    await sweepTick();
    await vi.waitFor(async () => expect(await placeRows(quote.id)).toEqual([]));
    const kept = await t.db.select().from(quoteActivities).where(eq(quoteActivities.quoteId, quote.id));
    expect(kept.map((b) => [b.type, b.quantity, b.visitDate])).toEqual([
      ["CANOPY_TOUR_NIGHT", 30, "2026-12-02"],
    ]);
    const { body } = await send<QuoteWithReservations>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(body.holdExpiresAt).toBeNull();
    expect(body.products.canopyNightPasses).toBe(30);
    // Nobody took the places meanwhile, so the booking can still be had.
    expect(body.visitActivityReservations).toEqual([
      expect.objectContaining({ quantity: 30, visitDate: "2026-12-02", available: true, availableUnits: 30 }),
    ]);
  });

  it("lose their places to another quote once expired, and the owner's booking then shows it", async () => {
    const first = await createQuote(t.app, camping("2026-12-08", "2026-12-10"));
    await bookActivity(t.app, {
      visitActivityScheduleId: night,
      quoteId: first.id,
      quantity: 20,
      visitDate: "2026-12-09",
    });
    t.time.advanceMinutes(HOLD_MINUTES);
    await sweepTick();
    await vi.waitFor(async () => expect(await placeRows(first.id)).toEqual([]));

    const second = await createQuote(t.app, camping("2026-12-08", "2026-12-10"));
    const taken = await bookActivity(t.app, {
      visitActivityScheduleId: night,
      quoteId: second.id,
      quantity: 15,
      visitDate: "2026-12-09",
    });
    expect(taken.status).toBe(200);
    const { body } = await send<QuoteWithReservations>(t.app, "GET", `/api/ecommerce/quotes/${first.id}`);
    expect(body.visitActivityReservations).toEqual([
      expect.objectContaining({ quantity: 20, available: false, availableUnits: 15 }),
    ]);
  });

  it("never include sold places, which have no end", async () => {
    const quote = await createQuote(t.app, camping("2026-12-15", "2026-12-17"));
    await bookActivity(t.app, {
      visitActivityScheduleId: night,
      quoteId: quote.id,
      quantity: 4,
      visitDate: "2026-12-16",
    });
    await t.db
      .update(activityPlaces)
      .set({ state: "SOLD", expiresAt: null })
      .where(eq(activityPlaces.quoteId, quote.id));
    t.time.advanceMinutes(3 * HOLD_MINUTES);
    await sweepTick();
    expect(await placeRows(quote.id)).toEqual(["2026-12-16 4 SOLD"]);
    expect(await placesLeft("2026-12-16")).toBe(26);
  });
});
