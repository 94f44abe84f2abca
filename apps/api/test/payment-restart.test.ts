import { rmSync } from "node:fs";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
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
async function start(now: string, afterCharge?: () => void): Promise<TestApp> {
  const handle = await database.open();
  const app: FastifyInstance = await buildApp(config, {
    database: handle,
    clock: () => new Date(now),
    paymentHooks: afterCharge ? { afterCharge } : {},
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, config, db: handle.db, database, close: () => app.close() };
}

describe("a process that dies between the charge and the sale's last step (DESIGN.md §4)", () => {
  it("the next process to start finishes the sale once, with one charge and one e-mail", async () => {
    const first = await start(PINNED_NOW, () => {
      throw new Error("the process died here");
    });
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
      await second.app.reconcilePayments();
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
