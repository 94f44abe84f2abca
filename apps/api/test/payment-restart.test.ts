import { rmSync } from "node:fs";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import type { ChargeHooks } from "../src/modules/ecommerce/charge/charge-flow.ts";
import { createQuote, visitorToken } from "./helpers/ecommerce-test-app.ts";
import { outboxRows, pay, paymentBody, paymentRows, sandboxIntents } from "./helpers/payment-test-app.ts";
import { PINNED_NOW, type TestApp, testConfig } from "./helpers/test-app.ts";
import { createTestDatabase } from "./helpers/test-database.ts";

const config = testConfig();
const database = await createTestDatabase({ persistent: true });
afterAll(async () => {
  await database.drop();
  rmSync(config.dataDir, { recursive: true, force: true });
});

/** The API process, started on the shared database and data directory at `now`, listening (the sandbox needs it). */
async function start(now: string, hooks: ChargeHooks = {}): Promise<TestApp> {
  const handle = await database.open();
  const app: FastifyInstance = await buildApp(config, {
    database: handle,
    clock: () => new Date(now),
    paymentHooks: hooks,
    // The reconciler is what these tests are about: the sandbox's webhooks wait, as if lost.
    sandboxWebhooks: "manual",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, config, db: handle.db, writes: handle.writes, close: () => app.close() };
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function dies(): never {
  throw new Error("the process died here");
}

const minutesAfterPin = (minutes: number) =>
  new Date(Date.parse(PINNED_NOW) + minutes * 60_000).toISOString();

/** A quote paid in a process that dies at the given hook; answers the quote and the visitor's token. */
async function payAndDie(hooks: ChargeHooks, arrivalDate: string) {
  const first = await start(PINNED_NOW, hooks);
  try {
    const token = await visitorToken(first.app);
    const quote = await createQuote(first.app, {
      arrivalDate,
      departureDate: nextDay(arrivalDate),
      numberOfPersons: 2,
      arrivalTime: "DAY",
      stayType: "CAMPING_PASS",
    });
    expect((await pay(first.app, paymentBody(quote))).status).toBe(500);
    return { quote, token, intents: sandboxIntents(first, quote.id) };
  } finally {
    await first.close();
  }
}

async function reconcileAt(minutes: number, quoteId: string) {
  const later = await start(minutesAfterPin(minutes));
  try {
    await later.app.reconcileCharges();
    const [quote] = await later.db.select().from(quotes).where(eq(quotes.id, quoteId));
    return {
      rows: await paymentRows(later, quoteId),
      intents: sandboxIntents(later, quoteId),
      mails: await outboxRows(later, quoteId),
      quoteStatus: quote?.status,
    };
  } finally {
    await later.close();
  }
}

// Each test starts two or three API processes on one database: slower than the suite's default allows on a busy machine.
describe("a charge whose intent id was never stored (the answer or the request was lost)", {
  timeout: 90_000,
}, () => {
  it("is found at the provider by the attempt's metadata hours later and completes the sale once", async () => {
    const { quote, intents } = await payAndDie({ afterCharge: dies }, "2026-12-04");
    expect(intents).toEqual([expect.objectContaining({ status: "succeeded" })]);
    const after = await reconcileAt(180, quote.id);
    expect(after.quoteStatus).toBe("PAID");
    expect(after.rows).toEqual([expect.objectContaining({ status: "SUCCEEDED" })]);
    expect(after.intents).toHaveLength(1);
    expect(after.mails).toHaveLength(1);
  });

  it("never reached the provider: sent again with its key within ten minutes, so the visitor's payment goes through", async () => {
    const { quote, intents } = await payAndDie({ beforeCharge: dies }, "2026-12-05");
    expect(intents).toEqual([]);
    const after = await reconcileAt(5, quote.id);
    expect(after.quoteStatus).toBe("PAID");
    expect(after.rows).toEqual([expect.objectContaining({ status: "SUCCEEDED" })]);
    expect(after.intents).toEqual([expect.objectContaining({ status: "succeeded" })]);
  });

  it("never reached the provider and found after ten minutes: released, and nothing is ever charged", async () => {
    const { quote } = await payAndDie({ beforeCharge: dies }, "2026-12-06");
    const after = await reconcileAt(11, quote.id);
    expect(after.quoteStatus).toBe("OPEN");
    expect(after.rows).toEqual([
      expect.objectContaining({ status: "FAILED", failureCode: "payment_not_found" }),
    ]);
    expect(after.intents).toEqual([]);
    expect(after.mails).toEqual([]);
    // A later pass does not charge it either.
    expect((await reconcileAt(12, quote.id)).intents).toEqual([]);
  });
});

describe("a process that dies between the charge and the sale's last step (DESIGN.md §4)", () => {
  it("the next process to start finishes the sale once, with one charge and one e-mail", async () => {
    const first = await start(PINNED_NOW, { afterCharge: dies });
    let quote: QuoteDto;
    let token: string;
    try {
      token = await visitorToken(first.app);
      quote = await createQuote(first.app, {
        arrivalDate: "2026-12-02",
        departureDate: "2026-12-03",
        numberOfPersons: 2,
        arrivalTime: "DAY",
        stayType: "CAMPING_PASS",
      });
      expect((await pay(first.app, paymentBody(quote))).status).toBe(500);
      expect(sandboxIntents(first, quote.id)).toEqual([expect.objectContaining({ status: "succeeded" })]);
    } finally {
      await first.close();
    }

    // Five minutes later another process starts on the same database; its reconciler runs when it listens.
    const later = new Date(Date.parse(PINNED_NOW) + 5 * 60_000).toISOString();
    const second = await start(later);
    try {
      await second.app.reconcileCharges();
      // The visitor's retry reaches the new process: it answers the finished payment, charging nothing.
      const { body } = await pay(second.app, paymentBody(quote), { token });
      expect(body.paymentInfo.status).toBe("succeeded");
      expect(body.quote).toMatchObject({ status: "PAID", payment: { currency: "MXN", cardBrand: "visa" } });
      expect(await paymentRows(second, quote.id)).toEqual([expect.objectContaining({ status: "SUCCEEDED" })]);
      expect(sandboxIntents(second, quote.id)).toHaveLength(1);
      expect(await outboxRows(second, quote.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
