import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPlaces } from "../src/db/schema/activity-bookings.ts";
import { promotions } from "../src/db/schema/promotions.ts";
import {
  activitySlotId,
  bookActivity,
  campingInDecember,
  createQuote,
  newVisitorToken,
  send,
  storedQuote,
  updateQuote,
  type VisitInput,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { t, usePaymentFile } from "./helpers/payment-file.ts";
import { contactRows, pay, paymentBody, paymentRows, sandboxIntents } from "./helpers/payment-test-app.ts";

usePaymentFile();

/*
 * Issue 10's wiring: a quote's activity bookings and special code are what its answer, its summaries
 * and its sale price, on the real app and database (PGlite, or PostgreSQL with DATABASE_URL). Thursday
 * 10 December 2026 is YELLOW: the canopy sells at its special price there, $700 instead of $1,000
 * (decision 0010). ESCAPADA is the seeded code for day arrivals from 15 November 2026 ($150 a day or
 * night). The test clock reads Sunday 22 November 2026, 10:00 in Ensenada.
 */

beforeAll(async () => {
  // A code of the test's own, whose end the test moves.
  await t.db.insert(promotions).values({
    code: "VENCE001",
    promotionType: "SPECIAL",
    startDate: "2026-11-01",
    endDate: "2026-12-31",
    arrivalTime: "DAY",
    datesValidityOnly: true,
    pricePerDay: 10_000,
    pricePerNight: 10_000,
    maxLodgeCapacity: 6,
  });
});

const CAMPING = campingInDecember(10, { departureDate: "2026-12-12" });

async function getQuote(id: string): Promise<QuoteDto> {
  const { status, body } = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${id}`);
  expect(status).toBe(200);
  return body;
}

async function bookCanopy(quoteId: string, quantity: number, visitDate = "2026-12-10", startHour = "12:00") {
  const booked = await bookActivity(t.app, {
    visitActivityScheduleId: await activitySlotId(t, "CANOPY_TOUR", startHour),
    quoteId,
    quantity,
    visitDate,
  });
  expect(booked.status).toBe(200);
  return booked.body;
}

async function applyCode(app: FastifyInstance, code: string, quoteId: string) {
  const response = await app.inject({
    method: "POST",
    url: `/api/ecommerce/promotions/apply/${code}?quoteId=${quoteId}`,
    headers: { authorization: `Bearer ${await visitorToken(app)}` },
  });
  return { status: response.statusCode, body: response.json<QuoteDto>() };
}

async function placesOf(quoteId: string) {
  return t.db
    .select({ state: activityPlaces.state, places: activityPlaces.places })
    .from(activityPlaces)
    .where(eq(activityPlaces.quoteId, quoteId));
}

async function nothingCharged(quoteId: string) {
  expect((await storedQuote(t, quoteId))?.status).toBe("OPEN");
  expect(await paymentRows(t, quoteId)).toEqual([]);
  expect(await contactRows(t, quoteId)).toEqual([]);
  expect(sandboxIntents(t, quoteId)).toEqual([]);
}

function line(quote: QuoteDto, key: string) {
  return quote.items.find((i) => i.product.key === key);
}

describe("activities in the quote's price", () => {
  it("a canopy booked on a yellow date costs its booked $700 in the line, the total and the payment", async () => {
    const quote = await createQuote(t.app, CAMPING);
    await bookCanopy(quote.id, 2);
    const priced = await getQuote(quote.id);
    expect(line(priced, "canopy_pass")).toMatchObject({ quantity: 2, price: 700, totalAmount: 1400 });
    expect(priced.totalAmount).toBe(quote.totalAmount + 1400);
    expect(priced.visitActivityReservations).toEqual([
      expect.objectContaining({
        quantity: 2,
        visitDate: "2026-12-10",
        activityPrice: 700,
        available: true,
        visitActivitySchedule: expect.objectContaining({
          startHour: "12:00",
          visitActivity: { type: "CANOPY_TOUR" },
        }),
      }),
    ]);
    expect(priced.holdExpiresAt).not.toBeNull();

    const { status, body } = await pay(t.app, paymentBody(priced));
    expect(status).toBe(200);
    expect(body.quote).toMatchObject({ status: "PAID", totalAmount: priced.totalAmount });
    expect(sandboxIntents(t, quote.id)).toEqual([
      expect.objectContaining({ amount: Math.round(priced.totalAmount * 100), status: "succeeded" }),
    ]);
    expect(await placesOf(quote.id)).toEqual([{ state: "SOLD", places: 2 }]);
  });

  it("prices each booking at its own date: a black Friday canopy at $1,000 beside the yellow Thursday's", async () => {
    const quote = await createQuote(t.app, CAMPING);
    await bookCanopy(quote.id, 1, "2026-12-11");
    expect(line(await getQuote(quote.id), "canopy_pass")).toMatchObject({ price: 1000, totalAmount: 1000 });
  });
});

describe("a special code in the quote's price", () => {
  it("the answer names the code, lowers the total, and the payment charges the lowered total", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const applied = await applyCode(t.app, "escapada", quote.id);
    expect(applied.status).toBe(200);
    const priced = await getQuote(quote.id);
    expect(priced.promotion).toMatchObject({ code: "ESCAPADA", pricePerDay: 150, pricePerNight: 150 });
    expect(priced.discountAmount).toBeGreaterThan(0);
    expect(priced.totalAmount).toBe(quote.totalAmount - priced.discountAmount);
    expect(applied.body.totalAmount).toBe(priced.totalAmount);

    const { status } = await pay(t.app, paymentBody(priced));
    expect(status).toBe(200);
    expect(sandboxIntents(t, quote.id)).toEqual([
      expect.objectContaining({ amount: Math.round(priced.totalAmount * 100) }),
    ]);
    expect((await paymentRows(t, quote.id)).length).toBe(1);
    expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
  });
});

describe("the sale holds and sells activity places", () => {
  it("the last places sold out between booking and paying: 409 activity_not_available, nothing charged", async () => {
    const late = await createQuote(t.app, CAMPING);
    await bookCanopy(late.id, 2, "2026-12-10", "14:00");
    const shown = await getQuote(late.id);
    // Its hold runs out, and another visitor books every place of the slot.
    t.advanceMinutes(21);
    const other = await newVisitorToken(t.app);
    const early = await createQuote(t.app, CAMPING, undefined, other);
    const taken = await send(t.app, "PUT", "/api/ecommerce/visit-activities", {
      token: other,
      body: {
        visitActivityScheduleId: await activitySlotId(t, "CANOPY_TOUR", "14:00"),
        quoteId: early.id,
        quantity: 12,
        visitDate: "2026-12-10",
      },
    });
    expect(taken.status).toBe(200);

    const es = await pay(t.app, paymentBody(shown));
    expect(es.status).toBe(409);
    expect(es.body).toMatchObject({
      error: "activity_not_available",
      message: "La actividad Canopy no tiene suficientes pases. Por favor selecciona otro horario",
    });
    const en = await pay(t.app, paymentBody(shown), { language: "en" });
    expect(en.body.message).toBe(
      "The activity Canopy tour does not have enough passes. Please select another schedule",
    );
    await nothingCharged(late.id);
    // Nothing held again: the quote's only place row is its ended hold, and the booking shows it lost.
    const after = await getQuote(late.id);
    expect(after.holdExpiresAt).toBeNull();
    expect(after.visitActivityReservations?.[0]?.available).toBe(false);
  });

  it("the renewal keeps the activity places held, and the answer's holdExpiresAt follows them", async () => {
    const quote = await createQuote(t.app, CAMPING);
    await bookCanopy(quote.id, 1, "2026-12-11", "15:00");
    const before = (await getQuote(quote.id)).holdExpiresAt!;
    t.advanceMinutes(10);
    const renewed = await send<QuoteDto>(t.app, "POST", "/api/ecommerce/reservations/renew", {
      token: await visitorToken(t.app),
      body: { quoteId: quote.id },
    });
    expect(renewed.status).toBe(200);
    expect(new Date(renewed.body.holdExpiresAt!).getTime() - new Date(before).getTime()).toBe(10 * 60_000);
  });
});

describe("the sale checks the special code again", () => {
  it("refuses a code that no longer applies with a clear message, and charges nothing", async () => {
    const quote = await createQuote(t.app, CAMPING);
    expect((await applyCode(t.app, "VENCE001", quote.id)).status).toBe(200);
    await t.db.update(promotions).set({ endDate: "2026-11-30" }).where(eq(promotions.code, "VENCE001"));
    // The visitor pays the total the page shows now: the code no longer lowers it, and is refused.
    const shown = await getQuote(quote.id);
    expect(shown.promotion?.code).toBe("VENCE001");
    const { status, body } = await pay(t.app, paymentBody(shown), { language: "en" });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: "promotion_no_longer_applies",
      message:
        "Your special code no longer applies to this visit; cancel it or change your visit before paying",
    });
    await nothingCharged(quote.id);
  });
});

describe("PUT /api/ecommerce/quotes/{id} and the quote's bookings and promotion", () => {
  async function bookedWithCode(visit: VisitInput = CAMPING) {
    const quote = await createQuote(t.app, visit);
    await bookCanopy(quote.id, 1, "2026-12-11", "13:00");
    expect((await applyCode(t.app, "ESCAPADA", quote.id)).status).toBe(200);
    return getQuote(quote.id);
  }

  it("new dates end the bookings (their places freed) and the promotion, in the same change", async () => {
    const quote = await bookedWithCode();
    const { status, body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, arrivalDate: "2026-12-11", departureDate: "2026-12-13" },
    });
    expect(status).toBe(200);
    expect(body.visitActivityReservations).toEqual([]);
    expect(body.promotion).toBeNull();
    expect(body.products.canopyPasses).toBe(0);
    expect(line(body, "canopy_pass")).toBeUndefined();
    expect(body.discountAmount).toBe(0);
    expect(await placesOf(quote.id)).toEqual([]);
  });

  it("a new arrival time ends them too", async () => {
    const quote = await bookedWithCode();
    const { body } = await updateQuote(t.app, { ...quote, visit: { ...quote.visit, arrivalTime: "NIGHT" } });
    expect(body.visitActivityReservations).toEqual([]);
    expect(body.promotion).toBeNull();
  });

  it("turning the 3x2 offer on ends the promotion and keeps the bookings", async () => {
    const quote = await bookedWithCode();
    const { body } = await updateQuote(t.app, { ...quote, offer3x2: true });
    expect(body.promotion).toBeNull();
    expect(body.offer3x2).toBe(true);
    expect(body.visitActivityReservations).toHaveLength(1);
  });

  it("other changes keep both, and activity counts in the body change nothing", async () => {
    const quote = await bookedWithCode();
    const { body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, numberOfPersons: 3 },
      products: { ...quote.products, canopyPasses: 9, atvs: 2, atvHours: 2 },
    });
    expect(body.visit.numberOfPersons).toBe(3);
    expect(body.products).toMatchObject({ canopyPasses: 1, atvs: 0, atvHours: 0 });
    expect(line(body, "canopy_pass")).toMatchObject({ quantity: 1, price: 1000 });
    expect(line(body, "atv")).toBeUndefined();
    expect(body.promotion?.code).toBe("ESCAPADA");
    expect(await placesOf(quote.id)).toEqual([{ state: "HELD", places: 1 }]);
  });

  it("a quote without bookings or promotion still changes, its counts in the body ignored", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const { status, body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, departureDate: "2026-12-13" },
      products: { ...quote.products, horsebackRidingPasses: 2 },
    });
    expect(status).toBe(200);
    expect(body.visit.departureDate).toBe("2026-12-13");
    expect(body.products.horsebackRidingPasses).toBe(0);
    expect(line(body, "horseback_riding_pass")).toBeUndefined();
  });
});
