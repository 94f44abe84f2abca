import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activitySlotId,
  bookActivity,
  createQuote,
  send,
  storedQuote,
  type VisitInput,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import {
  buildPaymentTestApp,
  type PaymentTestApp,
  pay,
  paymentBody,
  paymentRows,
  sandboxIntents,
} from "./helpers/payment-test-app.ts";

/*
 * Issue 10's wiring: a quote's activity bookings and special code are what its answer, its summaries
 * and its sale price, on the real app and database (PGlite, or PostgreSQL with DATABASE_URL). Thursday
 * 10 December 2026 is YELLOW: the canopy sells at its special price there, $700 instead of $1,000
 * (decision 0010). ESCAPADA is the seeded code for day arrivals from 15 November 2026 ($150 a day or
 * night). The test clock reads Sunday 22 November 2026, 10:00 in Ensenada.
 */
let t: PaymentTestApp;

beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

const CAMPING: VisitInput = {
  arrivalDate: "2026-12-10",
  departureDate: "2026-12-12",
  numberOfPersons: 2,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
};

async function getQuote(id: string): Promise<QuoteDto> {
  const { status, body } = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${id}`);
  expect(status).toBe(200);
  return body;
}

async function bookCanopy(quoteId: string, quantity: number, visitDate = "2026-12-10") {
  const booked = await bookActivity(t.app, {
    visitActivityScheduleId: await activitySlotId(t, "CANOPY_TOUR", "12:00"),
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
