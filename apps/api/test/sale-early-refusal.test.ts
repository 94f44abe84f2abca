import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lodgingUnits } from "../src/db/schema/lodging-units.ts";
import { AppError } from "../src/http/app-error.ts";
import { createCapacitiesRepository } from "../src/modules/ecommerce/capacities/repository.ts";
import { createPurchaseReads } from "../src/modules/ecommerce/payment/purchase-reads.ts";
import { createQuoteViews } from "../src/modules/ecommerce/quotes/quote-views.ts";
import { createSaleService, type SaleService } from "../src/modules/ecommerce/sale/service.ts";
import { createEcommerceStore } from "../src/modules/ecommerce/shared/ecommerce-store.ts";
import {
  createQuote,
  hold,
  storedQuote,
  updateQuote,
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
import { PINNED_NOW } from "./helpers/test-app.ts";

/*
 * Issue 13 item 1: when many visitors pay for the last cabin at once, the ones who cannot have it must be
 * refused without waiting their turn at the sale's admission-capacity lock, and never charged. Real app
 * and database (PGlite, or PostgreSQL with DATABASE_URL); the lock test needs two transactions at once,
 * which only PostgreSQL runs.
 */
let t: PaymentTestApp;
let sale: SaleService;
let token: string;
let cabinIds: string[];
beforeAll(async () => {
  t = await buildPaymentTestApp();
  const store = createEcommerceStore(t.db);
  const clock = () => new Date(PINNED_NOW);
  const views = createQuoteViews({ repositories: store, catalog: t.app.catalog, clock });
  // The sale's first step directly, as the payment runs it inside its own transaction.
  sale = createSaleService({ store, catalog: t.app.catalog, views, clock });
  token = await visitorToken(t.app);
  const cabins = await t.db
    .select({ id: lodgingUnits.id })
    .from(lodgingUnits)
    .where(eq(lodgingUnits.kind, "CABIN"));
  cabinIds = cabins.map((c) => String(c.id));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

/** Nights of their own per test, so each starts with every cabin free. */
function cabinVisit(arrivalDate: string, departureDate: string): VisitInput {
  return { arrivalDate, departureDate, numberOfPersons: 2, arrivalTime: "DAY", stayType: "CABIN" };
}

/** A quote of the visit holding these cabins, chosen on the map. */
async function quoteHolding(visit: VisitInput, units: string[]): Promise<QuoteDto> {
  const quote = await createQuote(t.app, visit);
  const counted = await updateQuote(t.app, {
    ...quote,
    products: { ...quote.products, cabins: units.length },
  });
  expect(counted.status).toBe(200);
  expect((await hold(t.app, token, quote.id, units)).status).toBe(200);
  return quote;
}

/** Another visitor's quote holding every cabin of the visit's nights, and a quote of one cabin that cannot have one. */
async function everyCabinTaken(visit: VisitInput): Promise<QuoteDto> {
  await quoteHolding(visit, cabinIds);
  return createQuote(t.app, visit);
}

describe("a payment for a cabin others already hold", () => {
  it("is refused with the lodging message and never charged", async () => {
    const loser = await everyCabinTaken(cabinVisit("2026-12-01", "2026-12-03"));
    const cards = vi.spyOn(t.app.payments, "retrievePaymentMethod");
    const charges = vi.spyOn(t.app.payments, "createAndConfirmIntent");

    const answer = await pay(t.app, paymentBody(loser));

    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe("can_not_save_reservation");
    // Refused by the payment's look at the stock, before the provider is asked anything (decision 0031).
    expect(cards).not.toHaveBeenCalled();
    expect(charges).not.toHaveBeenCalled();
    expect(sandboxIntents(t, loser.id)).toEqual([]);
    expect(await paymentRows(t, loser.id)).toEqual([]);
  });
});

describe("payments at once for the last free cabin", () => {
  it("sell it once, and only the sale that gets it asks the provider for a card", async () => {
    const visit = cabinVisit("2026-12-10", "2026-12-11");
    await quoteHolding(visit, cabinIds.slice(0, -1));
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createQuote(t.app, visit)));
    const cards = vi.spyOn(t.app.payments, "retrievePaymentMethod");

    const answers = await Promise.all(buyers.map((quote) => pay(t.app, paymentBody(quote))));

    const sold = answers.filter((a) => a.status === 200 && a.body.quote.status === "PAID");
    const refused = answers.filter((a) => a.status === 409);
    expect(sold).toHaveLength(1);
    expect(refused).toHaveLength(buyers.length - 1);
    for (const answer of refused) expect(answer.body.error).toBe("can_not_save_reservation");
    // The others waited for that sale's hold and were refused by their look at the stock.
    expect(cards).toHaveBeenCalledTimes(1);
    const charged = buyers.flatMap((quote) => sandboxIntents(t, quote.id));
    expect(charged.filter((intent) => intent.status === "succeeded")).toHaveLength(1);
  });
});

describe("the payments' looks at the stock, read together", () => {
  it("count for each quote the cabins the others hold, leaving out its own, and name each one's chosen units", async () => {
    const visit = cabinVisit("2026-12-20", "2026-12-22");
    const two = await quoteHolding(visit, cabinIds.slice(0, 2));
    const one = await quoteHolding(visit, cabinIds.slice(2, 3));
    const none = await createQuote(t.app, visit);
    const store = createEcommerceStore(t.db);
    const reads = createPurchaseReads(store);
    const statements = vi.spyOn(store.unitNights, "takenPerNightByQuote");
    const look = (quoteId: string) =>
      reads.takenPerNight({
        kind: "CABIN",
        nights: { first: "2026-12-20", last: "2026-12-21" },
        now: new Date(PINNED_NOW),
        quoteId,
      });
    const nights = (units: number) => [
      { night: "2026-12-20", units },
      { night: "2026-12-21", units },
    ];

    const [forTwo, forOne, forNone, again] = await Promise.all([
      look(two.id),
      look(one.id),
      look(none.id),
      look(none.id),
    ]);

    // The quote without chosen units holds its one cabin by count (decision 0045): the others count it.
    expect(forTwo).toEqual(nights(2));
    expect(forOne).toEqual(nights(3));
    expect(forNone).toEqual(nights(3));
    expect(again).toEqual(nights(3));
    // The first look is read at once, the three made meanwhile in one statement after it.
    expect(statements).toHaveBeenCalledTimes(2);
    const [chosenOfTwo, chosenOfNone] = await Promise.all([
      reads.chosenUnits(two.id),
      reads.chosenUnits(none.id),
    ]);
    expect(chosenOfTwo.map((u) => String(u.unitId))).toEqual(cabinIds.slice(0, 2));
    expect(chosenOfNone).toEqual([]);
  });
});

/** Resolves once a session of this test's database waits for a lock held by another, until `stop` says so. */
async function someoneWaitsForALock(stop: { done: boolean }): Promise<"waited for the lock" | "stopped"> {
  while (!stop.done) {
    const waiting = await t.db
      .select({ pid: sql<number>`pid` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (waiting.length > 0) return "waited for the lock";
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return "stopped";
}

describe.runIf(process.env.DATABASE_URL)(
  "the sale's first step while another sale holds the capacity lock",
  () => {
    it("refuses a quote whose cabin is taken without waiting for that lock", async () => {
      const loser = await everyCabinTaken(cabinVisit("2026-12-07", "2026-12-09"));
      const stop = { done: false };

      const outcome = await t.db.transaction(async (tx) => {
        await createCapacitiesRepository(tx).lockLimits();
        const refused = sale.prepareSale(loser.id).then(
          () => "sold",
          (error: unknown) => error,
        );
        // Without the look before the lock, the sale would wait here until this transaction ends.
        const first = await Promise.race([refused, someoneWaitsForALock(stop)]);
        stop.done = true;
        return first;
      });

      expect(outcome).toBeInstanceOf(AppError);
      expect(outcome).toMatchObject({ statusCode: 409, code: "can_not_save_reservation" });
      expect((await storedQuote(t, loser.id))?.status).toBe("OPEN");
    });
  },
);
