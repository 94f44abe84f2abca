import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { lodgingUnits } from "../src/db/schema/lodging-units.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { HOLD_SWEEP_INTERVAL_MS } from "../src/modules/ecommerce/reservations/hold-sweeper.ts";
import {
  buildEcommerceTestApp,
  createQuote,
  type EcommerceTestApp,
  type ErrorBody,
  hold,
  newVisitorToken,
  send,
  setQuoteStatus,
  unitIds,
  type VisitInput,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { PINNED_NOW, testConfig } from "./helpers/test-app.ts";
import { createTestDatabase } from "./helpers/test-database.ts";

// Issue 7 §4: "Holds are renewed while the visitor is in the cart and checkout; expired holds are deleted,
// not only taken over."

let t: EcommerceTestApp;
let token: string;
let ids: Record<string, string>;
beforeAll(async () => {
  // Only the app's interval is faked, so a test can run the minute's sweep without waiting a minute.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  t = await buildEcommerceTestApp();
  token = await visitorToken(t.app);
  ids = await unitIds(t);
});
afterEach(() => t.time.reset());
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** Every test uses its own week or its own units, so holds of one test never meet those of another. */
function cabinVisit(arrivalDate: string, departureDate: string): VisitInput {
  return { arrivalDate, departureDate, numberOfPersons: 4, arrivalTime: "DAY", stayType: "CABIN" };
}

async function holdRows(quoteId: string): Promise<string[]> {
  const rows = await t.db.select().from(unitNights).where(eq(unitNights.quoteId, quoteId));
  return rows.map((row) => `${row.night} until ${row.expiresAt?.toISOString()}`).sort();
}

function minutesFromPin(minutes: number): string {
  return new Date(new Date(PINNED_NOW).getTime() + minutes * 60_000).toISOString();
}

function renewHolds(quoteId: string, bearer: string | undefined, language?: string) {
  return send<QuoteDto>(t.app, "POST", "/api/ecommerce/reservations/renew", {
    body: { quoteId },
    ...(bearer ? { token: bearer } : {}),
    language,
  });
}

describe("expired holds are deleted", () => {
  it("by the transaction that claims their units, and by the sweep for the other nights", async () => {
    const first = await createQuote(t.app, cabinVisit("2026-12-01", "2026-12-03"));
    expect((await hold(t.app, token, first.id, [ids.C1!])).status).toBe(200);
    expect(await holdRows(first.id)).toEqual([
      `2026-12-01 until ${minutesFromPin(HOLD_MINUTES)}`,
      `2026-12-02 until ${minutesFromPin(HOLD_MINUTES)}`,
    ]);

    t.time.advanceMinutes(HOLD_MINUTES);
    const second = await createQuote(t.app, cabinVisit("2026-12-02", "2026-12-03"));
    expect((await hold(t.app, token, second.id, [ids.C1!])).status).toBe(200);
    expect(await holdRows(first.id)).toEqual([`2026-12-01 until ${minutesFromPin(HOLD_MINUTES)}`]);
    expect(await holdRows(second.id)).toEqual([`2026-12-02 until ${minutesFromPin(2 * HOLD_MINUTES)}`]);

    await vi.advanceTimersByTimeAsync(HOLD_SWEEP_INTERVAL_MS);
    await vi.waitFor(async () => expect(await holdRows(first.id)).toEqual([]));
    expect(await holdRows(second.id)).toHaveLength(1);
  });

  it("by the sweep every minute, when nobody claims their units", async () => {
    const quote = await createQuote(t.app, cabinVisit("2026-12-08", "2026-12-09"));
    await hold(t.app, token, quote.id, [ids.C2!]);

    t.time.advanceMinutes(HOLD_MINUTES - 1);
    await vi.advanceTimersByTimeAsync(HOLD_SWEEP_INTERVAL_MS);
    expect(await holdRows(quote.id)).toHaveLength(1);

    t.time.advanceMinutes(1);
    await vi.advanceTimersByTimeAsync(HOLD_SWEEP_INTERVAL_MS);
    await vi.waitFor(async () => expect(await holdRows(quote.id)).toEqual([]));
    // The quote keeps its choice, which is reported as no longer held.
    const after = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(after.body.cabinNumbers).toEqual([{ id: ids.C2, number: "C2" }]);
    expect(after.body.holdExpiresAt).toBeNull();
  });
});

describe("expired holds left by a stopped server", () => {
  it("are deleted when the app starts", async () => {
    const database = await createTestDatabase({ persistent: true });
    const config = testConfig();
    const pinned = new Date(PINNED_NOW).getTime();
    try {
      const first = await database.open();
      const before = await buildApp(config, { database: first, clock: () => new Date(pinned) });
      const quote = await createQuote(before, cabinVisit("2026-12-01", "2026-12-02"));
      const [unit] = await first.db.select({ id: lodgingUnits.id }).from(lodgingUnits).limit(1);
      expect((await hold(before, await visitorToken(before), quote.id, [String(unit?.id)])).status).toBe(200);
      await before.close();

      const handle = await database.open();
      const later = new Date(pinned + HOLD_MINUTES * 60_000);
      const after = await buildApp(config, { database: handle, clock: () => later });
      try {
        expect(await handle.db.select().from(unitNights).where(eq(unitNights.quoteId, quote.id))).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe("POST (secure) /api/ecommerce/reservations/renew", () => {
  it(`keeps the owner's live holds ${HOLD_MINUTES} minutes from now`, async () => {
    const quote = await createQuote(t.app, cabinVisit("2026-12-15", "2026-12-17"));
    await hold(t.app, token, quote.id, [ids.C3!]);
    t.time.advanceMinutes(15);
    const { status, body } = await renewHolds(quote.id, token);
    expect(status).toBe(200);
    expect(body.holdExpiresAt).toBe(minutesFromPin(15 + HOLD_MINUTES));
    expect(body.cabinNumbers).toEqual([{ id: ids.C3, number: "C3" }]);
    expect(await holdRows(quote.id)).toEqual([
      `2026-12-15 until ${minutesFromPin(15 + HOLD_MINUTES)}`,
      `2026-12-16 until ${minutesFromPin(15 + HOLD_MINUTES)}`,
    ]);

    // Past the first hold's end, the unit is still the quote's.
    t.time.advanceMinutes(10);
    const other = await createQuote(t.app, cabinVisit("2026-12-15", "2026-12-16"));
    expect((await hold(t.app, token, other.id, [ids.C3!])).status).toBe(409);
  });

  it("renews nothing once the holds expired: holdExpiresAt null, the visitor chooses again", async () => {
    const quote = await createQuote(t.app, cabinVisit("2026-12-22", "2026-12-23"));
    await hold(t.app, token, quote.id, [ids.C4!]);
    t.time.advanceMinutes(HOLD_MINUTES);
    const { status, body } = await renewHolds(quote.id, token);
    expect(status).toBe(200);
    expect(body.holdExpiresAt).toBeNull();
    const other = await createQuote(t.app, cabinVisit("2026-12-22", "2026-12-23"));
    expect((await hold(t.app, token, other.id, [ids.C4!])).status).toBe(200);
  });

  it("refuses another visitor (403) and a missing token (401), renewing nothing", async () => {
    const quote = await createQuote(t.app, cabinVisit("2026-12-29", "2026-12-30"));
    await hold(t.app, token, quote.id, [ids.C5!]);
    const before = await holdRows(quote.id);
    t.time.advanceMinutes(10);

    const stranger = await renewHolds(quote.id, await newVisitorToken(t.app), "en");
    expect(stranger.status).toBe(403);
    expect((stranger.body as unknown as ErrorBody).error).toBe("quote_not_yours");
    expect((await renewHolds(quote.id, undefined)).status).toBe(401);
    expect(await holdRows(quote.id)).toEqual(before);
  });

  it("answers 404 for an unknown quote and 409 for a paid one", async () => {
    const unknown = await renewHolds(randomUUID(), token, "en");
    expect(unknown).toEqual({
      status: 404,
      body: { error: "quote_not_found", message: "We could not find this quote" },
    });
    const quote = await createQuote(t.app, cabinVisit("2027-01-05", "2027-01-06"));
    await setQuoteStatus(t, quote.id, "PAID", new Date(PINNED_NOW));
    const paid = await renewHolds(quote.id, token);
    expect(paid.status).toBe(409);
    expect((paid.body as unknown as ErrorBody).error).toBe("quote_paid");
  });
});
