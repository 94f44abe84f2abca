import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityPlaces } from "../src/db/schema/activity-bookings.ts";
import { textsOf } from "../src/texts/texts.ts";
import {
  activitySlotId,
  bookActivity,
  createQuote,
  newVisitorToken,
  send,
  type VisitInput,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { t, usePaymentFile } from "./helpers/payment-file.ts";
import { pay, paymentBody } from "./helpers/payment-test-app.ts";

usePaymentFile();

/*
 * Readings of 000 §4-§5 and §8 the activities follow (features/activities/README.md), on the real app
 * and database (PGlite, or PostgreSQL with DATABASE_URL). The clock starts on Sunday 22 November 2026,
 * 10:00 in Ensenada; each test books dates of its own.
 */

type Reservation = { quantity: number; visitDate: string; available: boolean };
type QuoteWithReservations = QuoteDto & { visitActivityReservations: Reservation[] };

function camping(
  arrivalDate: string,
  departureDate: string,
  arrivalTime: "DAY" | "NIGHT" = "DAY",
): VisitInput {
  return { arrivalDate, departureDate, numberOfPersons: 2, arrivalTime, stayType: "CAMPING_PASS" };
}

async function placesLeft(type: string, date: string, startHour: string): Promise<number | undefined> {
  const url = `/api/ecommerce/visit-activities/schedule?type=${type}&date=${date}&quantity=1&validation=ECOMMERCE`;
  const { body } = await send<{ startHour: string; availableUnits: number }[]>(t.app, "GET", url);
  return body.find((s) => s.startHour === startHour)?.availableUnits;
}

/** POST /auth/visitor/renew: a fresh token of the same visitor for an expired one. */
async function renewed(token: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/auth/visitor/renew",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

async function heldPlaces(quoteId: string) {
  const rows = await t.db.select().from(activityPlaces).where(eq(activityPlaces.quoteId, quoteId));
  return rows.map((row) => ({ day: row.day, places: row.places, state: row.state, until: row.expiresAt }));
}

describe("a released payment keeps the activity holds (decision 0011, as lodging)", () => {
  it("a declined card leaves the places held until their end, and the visitor can pay again", async () => {
    const quote = await createQuote(t.app, camping("2026-12-03", "2026-12-05"));
    const booked = await bookActivity(t.app, {
      visitActivityScheduleId: await activitySlotId(t, "CANOPY_TOUR", "12:00"),
      quoteId: quote.id,
      quantity: 3,
      visitDate: "2026-12-04",
    });
    expect(booked.status).toBe(200);
    const before = await heldPlaces(quote.id);
    expect(before).toEqual([{ day: "2026-12-04", places: 3, state: "HELD", until: expect.any(Date) }]);

    t.advanceMinutes(2);
    const priced = (await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`)).body;
    const declined = await pay(t.app, paymentBody(priced, { paymentMethodId: "pm_card_chargeDeclined" }));
    expect(declined.status).toBe(200);
    expect(declined.body.paymentInfo).toMatchObject({ status: "error", message: "card_declined" });
    expect(declined.body.quote.status).toBe("OPEN");
    // The sale held them again when it started; the release leaves them as they are, still counted.
    const after = await heldPlaces(quote.id);
    expect(after).toEqual([{ day: "2026-12-04", places: 3, state: "HELD", until: expect.any(Date) }]);
    expect(after[0]!.until!.getTime()).toBeGreaterThanOrEqual(before[0]!.until!.getTime());
    expect(await placesLeft("CANOPY_TOUR", "2026-12-04", "12:00")).toBe(12 - 3);

    const paid = await pay(t.app, paymentBody(priced));
    expect(paid.status).toBe(200);
    expect(paid.body.quote.status).toBe("PAID");
    expect((await heldPlaces(quote.id)).map((p) => p.state)).toEqual(["SOLD"]);
  });
});

describe("a night arrival cannot book day activities on its arrival date", () => {
  it("refuses canopy, horseback and ATV that day with the date message, and lists the date unavailable", async () => {
    const quote = await createQuote(t.app, camping("2026-12-07", "2026-12-09", "NIGHT"));
    for (const type of ["CANOPY_TOUR", "HORSEBACK_RIDING", "ATV"]) {
      const owner = await bookActivity(t.app, {
        visitActivityScheduleId: await activitySlotId(t, type, "16:00"),
        quoteId: quote.id,
        quantity: 1,
        ...(type === "ATV" ? { hours: 1 } : {}),
        visitDate: "2026-12-07",
      });
      // The date's refusal in the error format, with the spec's message (000 §5 Activities).
      expect([type, owner.status, owner.body]).toEqual([
        type,
        400,
        expect.objectContaining({
          fields: [{ path: "visitDate", message: "No hay disponibilidad en la fecha seleccionada." }],
        }),
      ]);
    }
    const nextDay = await bookActivity(t.app, {
      visitActivityScheduleId: await activitySlotId(t, "CANOPY_TOUR", "10:00"),
      quoteId: quote.id,
      quantity: 1,
      visitDate: "2026-12-08",
    });
    expect(nextDay.status).toBe(200);
    const dates = await send<{ date: string; available: boolean }[]>(
      t.app,
      "GET",
      "/api/ecommerce/visit-activities/dates/available?arrivalDate=2026-12-07&departureDate=2026-12-09&arrivalTime=NIGHT&type=HORSEBACK_RIDING",
    );
    expect(dates.body).toEqual([
      { date: "2026-12-07", available: false },
      { date: "2026-12-08", available: true },
      { date: "2026-12-09", available: true },
    ]);
  });
});

describe("a slot that has started is closed for everyone", () => {
  it("the quote that booked it sees it lost, and neither it nor another quote can book it", async () => {
    const horses = await activitySlotId(t, "HORSEBACK_RIDING", "11:00");
    const quote = await createQuote(t.app, camping("2026-11-24", "2026-11-26"));
    const otherVisitor = await newVisitorToken(t.app);
    const other = await createQuote(t.app, camping("2026-11-24", "2026-11-26"), undefined, otherVisitor);
    const booked = await bookActivity(t.app, {
      visitActivityScheduleId: horses,
      quoteId: quote.id,
      quantity: 2,
      visitDate: "2026-11-25",
    });
    expect(booked.status).toBe(200);

    // Wednesday 25 November, 11:00 in Ensenada: the ride has started. Both visitors come back with
    // their tokens renewed (decision 0006).
    t.advanceMinutes(3 * 24 * 60 + 60);
    const shown = await send<QuoteWithReservations>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(shown.body.visitActivityReservations).toEqual([
      expect.objectContaining({ quantity: 2, visitDate: "2026-11-25", available: false }),
    ]);
    for (const [quoteId, token] of [
      [quote.id, await renewed(await visitorToken(t.app))],
      [other.id, await renewed(otherVisitor)],
    ] as const) {
      const again = await send<{ fields: { path: string; message: string }[] }>(
        t.app,
        "PUT",
        "/api/ecommerce/visit-activities",
        {
          token,
          body: { visitActivityScheduleId: horses, quoteId, quantity: 1, visitDate: "2026-11-25" },
        },
      );
      expect([again.status, again.body.fields]).toEqual([
        400,
        [{ path: "visitActivityScheduleId", message: textsOf("es").activity.slot_not_available }],
      ]);
    }
    const schedule = await send<{ startHour: string; available: boolean }[]>(
      t.app,
      "GET",
      "/api/ecommerce/visit-activities/schedule?type=HORSEBACK_RIDING&date=2026-11-25&quantity=1&validation=ECOMMERCE",
    );
    expect(schedule.body.filter((s) => s.startHour <= "11:00").every((s) => !s.available)).toBe(true);
    expect(schedule.body.find((s) => s.startHour === "12:00")?.available).toBe(true);
  });
});
