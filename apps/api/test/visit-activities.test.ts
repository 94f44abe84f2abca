import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPlaces, quoteActivities } from "../src/db/schema/activity-bookings.ts";
import { activitySchedules } from "../src/db/schema/activity-schedules.ts";
import { t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  createQuote,
  type ErrorBody,
  newVisitorToken,
  send,
  setQuoteStatus,
  storedQuote,
  updateQuote,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { PINNED_NOW, TODAY } from "./helpers/test-app.ts";

useEcommerceFile();

/*
 * The activity calls of 000 §7 on the real app and database (PGlite, or PostgreSQL with DATABASE_URL).
 * Seeded slots: canopy 10:00-16:00 with 12 places, night canopy 19:30 with 30, horseback 10:00-17:00
 * with 10 horses, ATV 10:00-19:00 with 8 ATVs (the 18:00 and 19:00 hours only in summer, when the track
 * closes at 8 pm). Prices of 001 §9: canopy $1,000, night canopy $850,
 * horseback $700, ATV $1,350 per hour. The test clock reads Sunday 22 November 2026, 10:00 in Ensenada.
 */
let slots: Record<string, { id: string; startHour: string; units: number }[]>;

beforeAll(async () => {
  const rows = await t.db.select().from(activitySchedules).orderBy(activitySchedules.sortOrder);
  slots = {};
  for (const row of rows) {
    slots[row.type] = [
      ...(slots[row.type] ?? []),
      { id: String(row.id), startHour: row.startHour, units: row.units },
    ];
  }
});

const VISIT: VisitInput = {
  arrivalDate: "2026-12-10",
  departureDate: "2026-12-12",
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
};

type Slot = { id: string; startHour: string; available: boolean; availableUnits: number };
type Reservation = {
  quantity: number;
  borrowedUnits: number;
  hours: number | null;
  visitDate: string;
  activityPrice: number;
  visitActivitySchedule: { id: string; order: number; startHour: string; visitActivity: { type: string } };
  available: boolean;
  availableUnits: number;
};
type BookingAnswer = QuoteDto & { visitActivityReservations: Reservation[] };

function slot(type: string, startHour: string): string {
  const found = slots[type]?.find((s) => s.startHour === startHour);
  if (!found) throw new Error(`no ${type} slot at ${startHour}`);
  return found.id;
}

async function schedule(query: Record<string, string>, language?: string) {
  const url = `/api/ecommerce/visit-activities/schedule?${new URLSearchParams({ quantity: "1", validation: "ECOMMERCE", ...query })}`;
  return send<Slot[]>(t.app, "GET", url, { language });
}

async function unitsLeft(type: string, date: string, startHour: string, extra: Record<string, string> = {}) {
  const { status, body } = await schedule({ type, date, ...extra });
  expect(status).toBe(200);
  return body.find((s) => s.startHour === startHour)?.availableUnits;
}

function book(body: Record<string, unknown>, options: { token?: string | null; language?: string } = {}) {
  return send<BookingAnswer>(t.app, "PUT", "/api/ecommerce/visit-activities", {
    body,
    language: options.language,
    ...(options.token === null ? {} : { token: options.token ?? token }),
  });
}

async function bookings(quoteId: string) {
  return {
    booked: await t.db.select().from(quoteActivities).where(eq(quoteActivities.quoteId, quoteId)),
    places: await t.db.select().from(activityPlaces).where(eq(activityPlaces.quoteId, quoteId)),
  };
}

describe("GET /api/ecommerce/visit-activities/schedule", () => {
  it("lists an activity's slots with their places, in order", async () => {
    const { status, body } = await schedule({ type: "HORSEBACK_RIDING", date: "2026-12-10" });
    expect(status).toBe(200);
    expect(body.map((s) => s.startHour)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(body.every((s) => s.available && s.availableUnits === 10)).toBe(true);
    expect(body[0]!.id).toBe(slot("HORSEBACK_RIDING", "10:00"));
  });

  it("does not sell today a slot that has started (validation=ECOMMERCE)", async () => {
    const { body } = await schedule({ type: "HORSEBACK_RIDING", date: TODAY });
    expect(body.slice(0, 2).map((s) => [s.startHour, s.available])).toEqual([
      ["10:00", false],
      ["11:00", true],
    ]);
    const night = await schedule({ type: "CANOPY_TOUR_NIGHT", date: TODAY });
    expect(night.body).toEqual([
      { id: slot("CANOPY_TOUR_NIGHT", "19:30"), startHour: "19:30", available: true, availableUnits: 30 },
    ]);
    // 000 §4: the night canopy is not sold today after 18:00.
    t.time.advanceMinutes(8 * 60);
    expect((await schedule({ type: "CANOPY_TOUR_NIGHT", date: TODAY })).body[0]!.available).toBe(false);
    expect((await schedule({ type: "CANOPY_TOUR", date: "2026-11-21" })).body.some((s) => s.available)).toBe(
      false,
    );
  });

  it("counts an ATV rental over every slot it covers and none past the day's last slot", async () => {
    const { body } = await schedule({ type: "ATV", date: "2026-12-10", hours: "3" });
    expect(body.map((s) => [s.startHour, s.available, s.availableUnits]).slice(-4)).toEqual([
      ["14:00", true, 8],
      ["15:00", true, 8],
      ["16:00", false, 0],
      ["17:00", false, 0],
    ]);
  });

  it("lists the ATV hours the track's day allows: until 6 pm in winter, 8 pm in summer (issue 30)", async () => {
    const winter = await schedule({ type: "ATV", date: "2026-12-10" });
    expect(winter.body.map((s) => s.startHour)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    const summer = await schedule({ type: "ATV", date: "2027-04-10", hours: "3" });
    expect(summer.body.slice(-3).map((s) => [s.startHour, s.available])).toEqual([
      ["17:00", true],
      ["18:00", false],
      ["19:00", false],
    ]);
  });

  it("says a slot without enough places for the quantity is not available", async () => {
    const { body } = await schedule({ type: "CANOPY_TOUR", date: "2026-12-10", quantity: "13" });
    expect(body.every((s) => !s.available && s.availableUnits === 12)).toBe(true);
  });

  it("refuses an unknown activity, hours outside the ATV range and quantities over the limit, in both languages", async () => {
    const unknown = await schedule({ type: "BUNGEE", date: "2026-12-10" }, "en");
    expect(unknown.status).toBe(400);
    expect((unknown.body as unknown as ErrorBody).fields).toEqual([
      { path: "type", message: "This activity does not exist." },
    ]);
    const hours = await schedule({ type: "ATV", date: "2026-12-10", hours: "11" }, "en");
    expect((hours.body as unknown as ErrorBody).fields).toEqual([
      {
        path: "hours",
        message: "The number of hours exceeds the availability of quad bikes, please select fewer hours.",
      },
    ]);
    const horses = await schedule({ type: "HORSEBACK_RIDING", date: "2026-12-10", quantity: "13" });
    expect(horses.status).toBe(400);
    expect((horses.body as unknown as ErrorBody).fields).toEqual([
      { path: "quantity", message: "Es más de lo que esta actividad permite reservar a la vez." },
    ]);
  });
});

describe("PUT /api/ecommerce/visit-activities", () => {
  it("books canopy places on a slot, priced by the server, and adds them to the quote", async () => {
    const quote = await createQuote(t.app, VISIT);
    const canopy = slot("CANOPY_TOUR", "11:00");
    const { status, body } = await book({
      visitActivityScheduleId: canopy,
      quoteId: quote.id,
      quantity: 3,
      visitDate: "2026-12-11",
      price: 1,
    });
    expect(status).toBe(200);
    expect(body.products.canopyPasses).toBe(3);
    const line = body.items.find((i) => i.product.key === "canopy_pass");
    expect(line).toMatchObject({ quantity: 3, price: 1000, totalAmount: 3000 });
    expect(body.totalAmount).toBe(quote.totalAmount + 3000);
    expect(body.visitActivityReservations).toEqual([
      {
        quantity: 3,
        borrowedUnits: 0,
        hours: null,
        visitDate: "2026-12-11",
        activityPrice: 1000,
        visitActivitySchedule: {
          id: canopy,
          order: 2,
          startHour: "11:00",
          visitActivity: { type: "CANOPY_TOUR" },
        },
        available: true,
        availableUnits: 12,
      },
    ]);
    expect(await unitsLeft("CANOPY_TOUR", "2026-12-11", "11:00")).toBe(9);
    // The quote's own places count as free for it.
    expect(await unitsLeft("CANOPY_TOUR", "2026-12-11", "11:00", { quoteId: quote.id })).toBe(12);
    expect(await unitsLeft("CANOPY_TOUR", "2026-12-10", "11:00")).toBe(12);
  });

  it("rents ATVs by the hour over consecutive slots and prices vehicle-hours", async () => {
    const quote = await createQuote(t.app, VISIT);
    const { status, body } = await book({
      visitActivityScheduleId: slot("ATV", "10:00"),
      quoteId: quote.id,
      quantity: 2,
      hours: 3,
      visitDate: "2026-12-10",
    });
    expect(status).toBe(200);
    expect(body.products).toMatchObject({ atvs: 2, atvHours: 3 });
    expect(body.items.find((i) => i.product.key === "atv")).toMatchObject({ quantity: 2, hours: 3 });
    // 10 December is a YELLOW date: the ATV hour sells at its special price (decision 0010).
    expect(body.visitActivityReservations[0]).toMatchObject({
      hours: 3,
      borrowedUnits: 4,
      activityPrice: 1000,
    });
    const left = (await schedule({ type: "ATV", date: "2026-12-10" })).body.map((s) => s.availableUnits);
    expect(left).toEqual([6, 6, 6, 8, 8, 8, 8, 8]);
    // A rental over the slots of another one counts the fullest.
    const later = await createQuote(t.app, VISIT);
    const full = await book({
      visitActivityScheduleId: slot("ATV", "12:00"),
      quoteId: later.id,
      quantity: 7,
      hours: 2,
      visitDate: "2026-12-10",
    });
    expect(full.status).toBe(409);
    expect(full.body as unknown as ErrorBody).toEqual({
      error: "Not enough inventory",
      message: "No hay disponibilidad en el horario seleccionado.",
    });
    expect(await bookings(later.id)).toEqual({ booked: [], places: [] });
  });

  it("answers 'Hour out of range' when the slot has the ATVs but a later hour of the rental has not (issue 30)", async () => {
    const first = await createQuote(t.app, VISIT);
    const taken = await book({
      visitActivityScheduleId: slot("ATV", "15:00"),
      quoteId: first.id,
      quantity: 5,
      hours: 1,
      visitDate: "2026-12-11",
    });
    expect(taken.status).toBe(200);
    const second = await createQuote(t.app, VISIT);
    const rental = {
      visitActivityScheduleId: slot("ATV", "14:00"),
      quoteId: second.id,
      quantity: 4,
      visitDate: "2026-12-11",
    };
    // 14:00 has its 8 ATVs, 15:00 only 3 left: 4 ATVs for 2 hours from 14:00 need fewer hours.
    for (const [language, message] of [
      ["es", "El número de horas excede la disponibilidad de cuatrimotos, por favor selecciona menos horas."],
      ["en", "The number of hours exceeds the availability of quad bikes, please select fewer hours."],
    ] as const) {
      const refused = await book({ ...rental, hours: 2 }, { language });
      expect(refused.status).toBe(400);
      expect(refused.body as unknown as ErrorBody).toEqual({ error: "Hour out of range", message });
    }
    expect(await bookings(second.id)).toEqual({ booked: [], places: [] });
    expect((await book({ ...rental, hours: 1 })).status).toBe(200);
  });

  it("prices each date from its period and colour: regular on a BLACK Friday, special on a YELLOW Thursday", async () => {
    const quote = await createQuote(t.app, VISIT);
    const horses = slot("HORSEBACK_RIDING", "12:00");
    const friday = await book({
      visitActivityScheduleId: horses,
      quoteId: quote.id,
      quantity: 2,
      visitDate: "2026-12-11",
    });
    expect(friday.body.visitActivityReservations[0]!.activityPrice).toBe(700);
    const thursday = await book({
      visitActivityScheduleId: horses,
      quoteId: quote.id,
      quantity: 2,
      visitDate: "2026-12-10",
    });
    expect(thursday.body.visitActivityReservations[0]!.activityPrice).toBe(500);
    const [stored] = (await bookings(quote.id)).booked;
    expect(stored).toMatchObject({ price: 50_000, visitDate: "2026-12-10", quantity: 2 });
  });

  it("charges the canopy and horseback prices the price calendar shows for the date (decision 0015)", async () => {
    const quote = await createQuote(t.app, VISIT);
    for (const [date, type, startHour] of [
      ["2026-12-10", "CANOPY_TOUR", "10:00"],
      ["2026-12-11", "CANOPY_TOUR", "10:00"],
      ["2026-12-10", "HORSEBACK_RIDING", "10:00"],
      ["2026-12-11", "HORSEBACK_RIDING", "10:00"],
    ] as const) {
      const booked = await book({
        visitActivityScheduleId: slot(type, startHour),
        quoteId: quote.id,
        quantity: 1,
        visitDate: date,
      });
      const charged = booked.body.visitActivityReservations.find(
        (r) => r.visitActivitySchedule.visitActivity.type === type,
      )?.activityPrice;
      const calendar = await send<{ datePrices: { canopyPrice: number; horsebackRidingPrice: number } }>(
        t.app,
        "GET",
        `/api/catalog/visit-prices/${date}`,
      );
      const shown =
        type === "CANOPY_TOUR"
          ? calendar.body.datePrices.canopyPrice
          : calendar.body.datePrices.horsebackRidingPrice;
      expect([date, type, charged]).toEqual([date, type, shown]);
    }
  });

  it("moves a booking to another slot and date, and removes it with quantity 0", async () => {
    const quote = await createQuote(t.app, VISIT);
    const first = slot("HORSEBACK_RIDING", "13:00");
    const second = slot("HORSEBACK_RIDING", "15:00");
    await book({ visitActivityScheduleId: first, quoteId: quote.id, quantity: 4, visitDate: "2026-12-10" });
    const moved = await book({
      visitActivityScheduleId: second,
      quoteId: quote.id,
      quantity: 2,
      visitDate: "2026-12-11",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.products.horsebackRidingPasses).toBe(2);
    expect(await unitsLeft("HORSEBACK_RIDING", "2026-12-10", "13:00")).toBe(10);
    expect(await unitsLeft("HORSEBACK_RIDING", "2026-12-11", "15:00")).toBe(8);

    const removed = await book({
      visitActivityScheduleId: second,
      quoteId: quote.id,
      quantity: 0,
      visitDate: "2026-12-11",
    });
    expect(removed.status).toBe(200);
    expect(removed.body.products.horsebackRidingPasses).toBe(0);
    expect(removed.body.items.some((i) => i.product.key === "horseback_riding_pass")).toBe(false);
    expect(removed.body.visitActivityReservations).toEqual([]);
    expect(await unitsLeft("HORSEBACK_RIDING", "2026-12-11", "15:00")).toBe(10);
    expect(await bookings(quote.id)).toEqual({ booked: [], places: [] });
  });

  it("frees held places once the hold ends, and the owner's booking then shows them lost", async () => {
    const quote = await createQuote(t.app, VISIT);
    const night = slot("CANOPY_TOUR_NIGHT", "19:30");
    await book({ visitActivityScheduleId: night, quoteId: quote.id, quantity: 30, visitDate: "2026-12-11" });
    expect(await unitsLeft("CANOPY_TOUR_NIGHT", "2026-12-11", "19:30")).toBe(0);
    t.time.advanceMinutes(21);
    expect(await unitsLeft("CANOPY_TOUR_NIGHT", "2026-12-11", "19:30")).toBe(30);
    const other = await createQuote(t.app, VISIT);
    const taken = await book({
      visitActivityScheduleId: night,
      quoteId: other.id,
      quantity: 1,
      visitDate: "2026-12-11",
    });
    expect(taken.status).toBe(200);
    // The first quote asking again for its 30 places finds 29.
    const again = await book({
      visitActivityScheduleId: night,
      quoteId: quote.id,
      quantity: 30,
      visitDate: "2026-12-11",
    });
    expect(again.status).toBe(409);
  });

  it("never shows a booking as available once the visit's dates no longer include it", async () => {
    const quote = await createQuote(t.app, VISIT);
    await book({
      visitActivityScheduleId: slot("CANOPY_TOUR", "16:00"),
      quoteId: quote.id,
      quantity: 1,
      visitDate: "2026-12-12",
    });
    const moved = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, arrivalDate: "2026-12-13", departureDate: "2026-12-15" },
    });
    expect(moved.status).toBe(200);
    const { body } = await book({
      visitActivityScheduleId: slot("HORSEBACK_RIDING", "10:00"),
      quoteId: quote.id,
      quantity: 1,
      visitDate: "2026-12-13",
    });
    const canopy = body.visitActivityReservations.find(
      (r) => r.visitActivitySchedule.visitActivity.type === "CANOPY_TOUR",
    );
    // Whether the quote's date change dropped the booking or kept it, it cannot be sold as it is.
    expect(canopy?.available ?? false).toBe(false);
    expect(body.visitActivityReservations.find((r) => r.visitDate === "2026-12-13")?.available).toBe(true);
  });

  describe("bad input: 400 with the spec's message, nothing changed", () => {
    let quote: QuoteDto;
    beforeAll(async () => {
      quote = await createQuote(t.app, VISIT);
      await book({
        visitActivityScheduleId: slot("CANOPY_TOUR", "10:00"),
        quoteId: quote.id,
        quantity: 2,
        visitDate: "2026-12-10",
      });
    });

    async function expectUnchanged() {
      const stored = await storedQuote(t, quote.id);
      expect(stored).toMatchObject({
        canopyPasses: 2,
        horsebackRidingPasses: 0,
        atvs: 0,
        canopyNightPasses: 0,
      });
      const { booked, places } = await bookings(quote.id);
      expect(booked.map((b) => [b.type, b.quantity])).toEqual([["CANOPY_TOUR", 2]]);
      expect(places).toHaveLength(1);
    }

    const cases: [string, Record<string, unknown>, string, { path: string; message: string }[] | string][] = [
      [
        "an ATV rental past the day's last slot",
        { visitActivityScheduleId: "ATV 16:00", quantity: 1, hours: 3, visitDate: "2026-12-10" },
        "Hour out of range",
        "The number of hours exceeds the availability of quad bikes, please select fewer hours.",
      ],
      [
        "ATV hours outside 1 to 10",
        { visitActivityScheduleId: "ATV 10:00", quantity: 1, hours: 11, visitDate: "2026-12-10" },
        "validation_error",
        [
          {
            path: "hours",
            message: "The number of hours exceeds the availability of quad bikes, please select fewer hours.",
          },
        ],
      ],
      [
        "more horses than the counter allows",
        { visitActivityScheduleId: "HORSEBACK_RIDING 11:00", quantity: 13, visitDate: "2026-12-10" },
        "validation_error",
        [{ path: "quantity", message: "That is more than this activity can book at once (12 at most)." }],
      ],
      [
        "more night canopy places than the counter allows",
        { visitActivityScheduleId: "CANOPY_TOUR_NIGHT 19:30", quantity: 51, visitDate: "2026-12-10" },
        "validation_error",
        [{ path: "quantity", message: "That is more than this activity can book at once (50 at most)." }],
      ],
      [
        "a schedule of another activity than the card's",
        {
          visitActivityScheduleId: "HORSEBACK_RIDING 11:00",
          type: "CANOPY_TOUR",
          quantity: 1,
          visitDate: "2026-12-10",
        },
        "validation_error",
        [{ path: "visitActivityScheduleId", message: "This time slot belongs to another activity." }],
      ],
      [
        "an unknown activity type",
        {
          visitActivityScheduleId: "CANOPY_TOUR 11:00",
          type: "BUNGEE",
          quantity: 1,
          visitDate: "2026-12-10",
        },
        "validation_error",
        [{ path: "type", message: "This activity does not exist." }],
      ],
      [
        "an unknown schedule",
        { visitActivityScheduleId: "999999", quantity: 1, visitDate: "2026-12-10" },
        "validation_error",
        [{ path: "visitActivityScheduleId", message: "This time slot does not exist." }],
      ],
      [
        "a date outside the visit",
        { visitActivityScheduleId: "CANOPY_TOUR 11:00", quantity: 1, visitDate: "2026-12-13" },
        "validation_error",
        [{ path: "visitDate", message: "The activity's date must be a day of your visit." }],
      ],
      [
        "the night canopy on the departure date",
        { visitActivityScheduleId: "CANOPY_TOUR_NIGHT 19:30", quantity: 1, visitDate: "2026-12-12" },
        "validation_error",
        [{ path: "visitDate", message: "There is no availability on the selected date." }],
      ],
      [
        "a quantity that is not a whole number",
        { visitActivityScheduleId: "CANOPY_TOUR 11:00", quantity: 1.5, visitDate: "2026-12-10" },
        "validation_error",
        [{ path: "quantity", message: "That is more than this activity can book at once." }],
      ],
    ];

    it.each(cases)("refuses %s", async (_, body, error, expected) => {
      const [type, hour] = String(body.visitActivityScheduleId).split(" ");
      const scheduleId = hour ? slot(type!, hour) : type;
      const answer = await book(
        { ...body, visitActivityScheduleId: scheduleId, quoteId: quote.id },
        { language: "en" },
      );
      expect(answer.status).toBe(400);
      const errorBody = answer.body as unknown as ErrorBody;
      expect(errorBody.error).toBe(error);
      if (typeof expected === "string") expect(errorBody.message).toBe(expected);
      else expect(errorBody.fields).toEqual(expected);
      await expectUnchanged();
    });
  });

  describe("only the quote's owner changes its activities", () => {
    it("refuses another visitor (403), no token (401) and an unknown quote (404)", async () => {
      const quote = await createQuote(t.app, VISIT);
      const body = {
        visitActivityScheduleId: slot("CANOPY_TOUR", "12:00"),
        quoteId: quote.id,
        quantity: 1,
        visitDate: "2026-12-10",
      };
      const stranger = await book(body, { token: await newVisitorToken(t.app) });
      expect(stranger.status).toBe(403);
      expect((stranger.body as unknown as ErrorBody).error).toBe("quote_not_yours");
      expect((await book(body, { token: null })).status).toBe(401);
      const unknown = await book({ ...body, quoteId: "00000000-0000-4000-8000-000000000000" });
      expect(unknown.status).toBe(404);
      expect(await bookings(quote.id)).toEqual({ booked: [], places: [] });
      expect(await unitsLeft("CANOPY_TOUR", "2026-12-10", "12:00")).toBe(12);
    });

    it("refuses a quote that is paid (409)", async () => {
      const quote = await createQuote(t.app, VISIT);
      await setQuoteStatus(t, quote.id, "PAID", new Date(PINNED_NOW));
      const answer = await book({
        visitActivityScheduleId: slot("CANOPY_TOUR", "12:00"),
        quoteId: quote.id,
        quantity: 1,
        visitDate: "2026-12-10",
      });
      expect(answer.status).toBe(409);
      expect((answer.body as unknown as ErrorBody).error).toBe("quote_paid");
    });
  });
});

describe("GET /api/ecommerce/visit-activities/dates/available", () => {
  it("lists each date of the visit with whether an activity can be booked", async () => {
    const { status, body } = await send<{ date: string; available: boolean }[]>(
      t.app,
      "GET",
      "/api/ecommerce/visit-activities/dates/available?arrivalDate=2026-12-20&departureDate=2026-12-22",
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { date: "2026-12-20", available: true },
      { date: "2026-12-21", available: true },
      { date: "2026-12-22", available: true },
    ]);
  });

  it("follows one activity: the night canopy never on the departure date nor when it is full", async () => {
    const quote = await createQuote(t.app, {
      ...VISIT,
      arrivalDate: "2026-12-20",
      departureDate: "2026-12-22",
    });
    await book({
      visitActivityScheduleId: slot("CANOPY_TOUR_NIGHT", "19:30"),
      quoteId: quote.id,
      quantity: 30,
      visitDate: "2026-12-21",
    });
    const { body } = await send<{ date: string; available: boolean }[]>(
      t.app,
      "GET",
      "/api/ecommerce/visit-activities/dates/available?arrivalDate=2026-12-20&departureDate=2026-12-22&type=CANOPY_TOUR_NIGHT",
    );
    expect(body).toEqual([
      { date: "2026-12-20", available: true },
      { date: "2026-12-21", available: false },
      { date: "2026-12-22", available: false },
    ]);
  });
});
