import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PaymentResult } from "@park/domain/checkout/payment-result.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema/email-outbox.ts";
import { payments } from "../src/db/schema/payments.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import {
  type ApiProcess,
  call,
  createProcessDatabase,
  freePort,
  type ProcessDatabase,
  startApiProcess,
} from "./helpers/api-process.ts";
import { paymentBody } from "./helpers/payment-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

/**
 * Issue 13 item 4 with a real process: the API is killed (SIGKILL, nothing flushed or closed) between the
 * charge and the sale's last step, or before the charge, then started again. payment-restart.test.ts covers
 * the same steps inside one test process; this file proves them across a real crash and restart.
 */

const minutesAfterPin = (minutes: number) =>
  new Date(Date.parse(PINNED_NOW) + minutes * 60_000).toISOString();

type Intent = { status: string; amount_received: number; metadata: Record<string, string> };

let dataDir: string;
let database: ProcessDatabase;
let port: number;
const running: ApiProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "park-crash-"));
  database = await createProcessDatabase(dataDir, { seeded: true });
  port = await freePort(3480, 3485);
});
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The API process at `minutes` after the pinned instant, dying at `dieAt` when given. */
async function start(minutes: number, dieAt?: "beforeCharge" | "afterCharge"): Promise<ApiProcess> {
  const proc = await startApiProcess(port, {
    ...database.env,
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, "no-web-build"),
    TOKEN_SECRET: "test-secret-that-is-long-enough-for-hs256",
    CLOCK_NOW: minutesAfterPin(minutes),
    TEST_DIE_AT: dieAt ?? "",
  });
  running.push(proc);
  return proc;
}

/** The charges the provider (the sandbox, its state file in DATA_DIR) holds for the quote. */
function intentsOf(quoteId: string): Intent[] {
  const file = join(dataDir, "sandbox-stripe.json");
  if (!existsSync(file)) return [];
  const state = JSON.parse(readFileSync(file, "utf8")) as {
    paymentIntents: Record<string, { object: Intent }>;
  };
  return Object.values(state.paymentIntents)
    .map((s) => s.object)
    .filter((intent) => intent.metadata.quoteId === quoteId);
}

/** The e-mails written to the outbox folder (no SMTP_URL) for this quote's code. */
function mailsFor(code: string): string[] {
  const dir = join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter(
    (f) => f.endsWith(".eml") && readFileSync(join(dir, f), "utf8").includes(code),
  );
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the database holds for the quote, read once no process has it open. */
async function rowsOf(quoteId: string) {
  const handle = await database.open();
  try {
    const [quote] = await handle.db.select().from(quotes).where(eq(quotes.id, quoteId));
    return {
      quoteStatus: quote?.status,
      attempts: await handle.db.select().from(payments).where(eq(payments.quoteId, quoteId)),
      mails: await handle.db.select().from(emailOutbox).where(eq(emailOutbox.quoteId, quoteId)),
    };
  } finally {
    await handle.close();
  }
}

/** A visitor's quote for a day visit, paid in a process that dies at `dieAt` (the call never answers). */
async function payInDyingProcess(dieAt: "beforeCharge" | "afterCharge", arrivalDate: string) {
  const dying = await start(0, dieAt);
  const { body: visitor } = await call<{ token: string }>(dying.base, "POST", "/auth/visitor");
  const departureDate = `${arrivalDate.slice(0, 8)}${String(Number(arrivalDate.slice(8)) + 1).padStart(2, "0")}`;
  const created = await call<QuoteDto>(dying.base, "POST", "/api/ecommerce/quotes/", {
    token: visitor.token,
    body: {
      visit: { arrivalDate, departureDate, numberOfPersons: 2, arrivalTime: "DAY", stayType: "CAMPING_PASS" },
    },
  });
  expect(created.status).toBe(201);
  const quote = created.body;
  await expect(
    call(dying.base, "POST", "/api/ecommerce/payment/", { token: visitor.token, body: paymentBody(quote) }),
  ).rejects.toThrow();
  expect(await dying.exited).toEqual({ code: null, signal: "SIGKILL" });
  return { quote, token: visitor.token };
}

// Each test starts the API three times; start-up takes seconds on a loaded machine.
describe("the API process killed in the middle of a sale", { timeout: 240_000 }, () => {
  it("after the charge: the restarted process sells it once, with one charge and one e-mail", async () => {
    const { quote, token } = await payInDyingProcess("afterCharge", "2026-12-14");
    expect(intentsOf(quote.id)).toEqual([expect.objectContaining({ status: "succeeded" })]);

    // Five minutes later the API starts again; its reconciler runs as soon as it listens.
    const restarted = await start(5);
    const paid = await waitFor(
      "the quote after the restart",
      async () =>
        (await call<QuoteDto>(restarted.base, "GET", `/api/ecommerce/payment/quotes/code/${quote.code}`))
          .body,
      (q) => q.status === "PAID",
    );
    expect(paid.payment).toMatchObject({ currency: "MXN", cardBrand: "visa", last4: "4242" });
    // The visitor's retry of the lost answer finds the finished payment and charges nothing.
    const retry = await call<PaymentResult>(restarted.base, "POST", "/api/ecommerce/payment/", {
      token,
      body: paymentBody(quote),
    });
    expect(retry.status).toBe(200);
    expect(retry.body.paymentInfo.status).toBe("succeeded");
    await waitFor(
      "the confirmation e-mail",
      async () => mailsFor(quote.code),
      (m) => m.length > 0,
    );
    await restarted.stop();

    // Yet another start later: nothing is sold, charged or sent again.
    const again = await start(10);
    await call(again.base, "GET", `/api/ecommerce/payment/quotes/code/${quote.code}`);
    await again.stop();

    const after = await rowsOf(quote.id);
    expect(after.quoteStatus).toBe("PAID");
    expect(after.attempts).toEqual([expect.objectContaining({ status: "SUCCEEDED" })]);
    expect(after.mails).toEqual([expect.objectContaining({ status: "SENT", attempts: 1 })]);
    expect(intentsOf(quote.id)).toEqual([
      expect.objectContaining({ status: "succeeded", amount_received: Math.round(quote.totalAmount * 100) }),
    ]);
    expect(mailsFor(quote.code)).toHaveLength(1);
  });

  it("before the charge, found after the replay window: released once, never charged, no e-mail", async () => {
    const { quote } = await payInDyingProcess("beforeCharge", "2026-12-15");
    expect(intentsOf(quote.id)).toEqual([]);

    const restarted = await start(11);
    const released = await waitFor(
      "the quote after the restart",
      async () =>
        (await call<QuoteDto>(restarted.base, "GET", `/api/ecommerce/payment/quotes/code/${quote.code}`))
          .body,
      (q) => q.status === "OPEN",
    );
    expect(released.payment).toBeNull();
    await restarted.stop();
    const again = await start(12);
    await again.stop();

    const after = await rowsOf(quote.id);
    expect(after.quoteStatus).toBe("OPEN");
    expect(after.attempts).toEqual([
      expect.objectContaining({ status: "FAILED", failureCode: "payment_not_found" }),
    ]);
    expect(after.mails).toEqual([]);
    expect(intentsOf(quote.id)).toEqual([]);
    expect(mailsFor(quote.code)).toEqual([]);
  });
});
