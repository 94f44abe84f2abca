import { randomInt } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/database.ts";
import { activityPlaces } from "../src/db/schema/activity-bookings.ts";
import { activitySchedules } from "../src/db/schema/activity-schedules.ts";
import { admissionCapacityOverrides } from "../src/db/schema/admission-capacities.ts";
import { emailOutbox } from "../src/db/schema/email-outbox.ts";
import { payments } from "../src/db/schema/payments.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import { CODE_GUESS_LIMITS } from "../src/modules/ecommerce/promotions/code-guess-limit.ts";
import {
  type ApiProcess,
  call,
  createProcessDatabase,
  freePort,
  type ProcessDatabase,
  startApiProcess,
} from "./helpers/api-process.ts";
import { quotesInStatus } from "./helpers/ecommerce-test-app.ts";
import { paymentBody } from "./helpers/payment-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

/*
 * Issue 13 item 2, DESIGN.md §10: two API processes on one PostgreSQL server (PGlite belongs to one process,
 * so this file runs in CI's PostgreSQL pass, when DATABASE_URL is set), sharing rate limits through Redis
 * (REDIS_URL, or the CI machine's Redis at 127.0.0.1:6379). 200 purchases at once, through both, of the last
 * cabin, the last canopy places and the last night capacity: exactly what exists is sold and charged, and
 * each sale's e-mail leaves once although both processes drain the outbox and run the payment reconciler.
 */

const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const TOKEN_SECRET = "test-secret-that-is-long-enough-for-hs256";

const CABIN_VISIT = {
  arrivalDate: "2026-12-02",
  departureDate: "2026-12-03",
  numberOfPersons: 2,
  arrivalTime: "DAY",
  stayType: "CABIN",
} as const;
const CANOPY_VISIT = {
  arrivalDate: "2026-12-03",
  departureDate: "2026-12-04",
  numberOfPersons: 2,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
} as const;
const NIGHT_VISIT = {
  arrivalDate: "2026-12-04",
  departureDate: "2026-12-05",
  numberOfPersons: 2,
  arrivalTime: "NIGHT",
  stayType: "CAMPING_PASS",
} as const;
const CABIN_BUYERS = 70;
const CANOPY_BUYERS = 70;
const NIGHT_BUYERS = 60;
const CANOPY_PLACES_LEFT = 3;
const NIGHT_PERSONS_LEFT = 10;

let dirs: [string, string];
let database: ProcessDatabase;
let admin: DatabaseHandle;
let processes: ApiProcess[] = [];

/** A client address of its own per run, so counts another run left in Redis do not meet this one's. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The settings of the process keeping its data in `dir`, its clock at `clockNow`. */
const envFor = (dir: string, clockNow = PINNED_NOW) => ({
  ...database.env,
  DATA_DIR: dir,
  WEB_DIR: join(dir, "no-web-build"),
  TOKEN_SECRET,
  CLOCK_NOW: clockNow,
  REDIS_URL,
  // Every call of this test comes from 127.0.0.1; the limits under test key on X-Forwarded-For.
  TRUST_PROXY: "loopback",
  RATE_LIMIT_PER_MINUTE: "1000000",
});
let ports: [number, number];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  dirs = [mkdtempSync(join(tmpdir(), "park-a-")), mkdtempSync(join(tmpdir(), "park-b-"))];
  database = await createProcessDatabase(dirs[0]);
  ports = [await freePort(3486, 3492), await freePort(3493, 3499)];
  // One after the other: the second start finds the database migrated and seeded.
  processes.push(await startApiProcess(ports[0], envFor(dirs[0])));
  processes.push(await startApiProcess(ports[1], envFor(dirs[1])));
  admin = await database.open();
}, 240_000);

afterAll(async () => {
  if (!process.env.DATABASE_URL) return;
  await Promise.all(processes.map((p) => p.stop()));
  await admin?.close();
  await database.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  processes = [];
});

const via = (i: number) => processes[i % 2]!.base;

async function newToken(base: string, address = freshAddress()): Promise<string> {
  const response = await fetch(`${base}/auth/visitor`, {
    method: "POST",
    headers: { "x-forwarded-for": address },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function quotesFor(visit: object, n: number, token: string): Promise<QuoteDto[]> {
  const created: QuoteDto[] = [];
  for (let i = 0; i < n; i++) {
    const { status, body } = await call<QuoteDto>(via(i), "POST", "/api/ecommerce/quotes/", {
      token,
      body: { visit },
    });
    expect(status).toBe(201);
    created.push(body);
  }
  return created;
}

type Intent = { id: string; status: string; amount_refunded: number; metadata: Record<string, string> };

/** The intents a process's sandbox holds (its state file in the process's DATA_DIR). */
function intentsIn(dir: string): Intent[] {
  const file = join(dir, "sandbox-stripe.json");
  if (!existsSync(file)) return [];
  const state = JSON.parse(readFileSync(file, "utf8")) as {
    paymentIntents: Record<string, { object: Intent }>;
  };
  return Object.values(state.paymentIntents).map((s) => s.object);
}

/** The charges both processes' sandboxes hold for these quotes. */
function charges(quoteIds: Set<string>): Intent[] {
  return dirs.flatMap((dir) =>
    intentsIn(dir).filter((intent) => quoteIds.has(intent.metadata.quoteId ?? "")),
  );
}

const mailFiles = () =>
  dirs.flatMap((dir) => {
    const outbox = join(dir, "outbox");
    return existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
  });

async function paidAmong(group: QuoteDto[]): Promise<number> {
  return (await quotesInStatus(admin.db, group, "PAID")).length;
}

describe.runIf(process.env.DATABASE_URL)("two API processes on one PostgreSQL", () => {
  it("200 simultaneous purchases of the last cabin, canopy places and night capacity sell exactly what exists, once", {
    timeout: 600_000,
  }, async () => {
    const token = await newToken(via(0));

    // Every cabin but the last is held by another visitor's quote for the night.
    const cabins = await call<{ staying: { id: string; name: string }; available: boolean }[]>(
      via(0),
      "GET",
      `/api/ecommerce/reservations/availables/?startDate=${CABIN_VISIT.arrivalDate}&endDate=${CABIN_VISIT.departureDate}&stayType=CABIN`,
      { token },
    );
    const others = cabins.body.map((c) => c.staying).slice(0, -1);
    const [holder] = await quotesFor(CABIN_VISIT, 1, token);
    expect(
      (
        await call(via(1), "PUT", `/api/ecommerce/quotes/${holder!.id}`, {
          token,
          body: { ...holder, products: { ...holder!.products, cabins: others.length } },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(via(0), "PUT", "/api/ecommerce/reservations/", {
          token,
          body: { quoteId: holder!.id, stayIds: others.map((s) => s.id) },
        })
      ).status,
    ).toBe(200);
    const cabinBuyers = await quotesFor(CABIN_VISIT, CABIN_BUYERS, token);

    // Each canopy buyer booked a place while the slot had room; their holds ran out and only 3 places are left.
    const [slot] = await admin.db
      .select()
      .from(activitySchedules)
      .where(and(eq(activitySchedules.type, "CANOPY_TOUR"), eq(activitySchedules.startHour, "14:00")));
    await admin.db.update(activitySchedules).set({ units: 1000 }).where(eq(activitySchedules.id, slot!.id));
    const canopyBuyers = await quotesFor(CANOPY_VISIT, CANOPY_BUYERS, token);
    for (const [i, quote] of canopyBuyers.entries()) {
      const booked = await call<QuoteDto>(via(i), "PUT", "/api/ecommerce/visit-activities", {
        token,
        body: {
          visitActivityScheduleId: String(slot!.id),
          quoteId: quote.id,
          quantity: 1,
          visitDate: CANOPY_VISIT.arrivalDate,
        },
      });
      expect(booked.status).toBe(200);
      // The booking is part of the total the visitor is shown and pays.
      canopyBuyers[i] = booked.body;
    }
    await admin.db
      .update(activityPlaces)
      .set({ expiresAt: new Date(Date.parse(PINNED_NOW) - 60_000) })
      .where(eq(activityPlaces.scheduleId, slot!.id));
    await admin.db
      .update(activitySchedules)
      .set({ units: CANOPY_PLACES_LEFT })
      .where(eq(activitySchedules.id, slot!.id));

    // The campground sleeps 10 more persons that night: 5 quotes of 2.
    await admin.db
      .insert(admissionCapacityOverrides)
      .values({ date: NIGHT_VISIT.arrivalDate, arrivalTime: "NIGHT", persons: NIGHT_PERSONS_LEFT });
    const nightBuyers = await quotesFor(NIGHT_VISIT, NIGHT_BUYERS, token);

    // All at once, mixed, alternately through each process.
    const buyers = [...cabinBuyers, ...canopyBuyers, ...nightBuyers].sort((a, b) => a.id.localeCompare(b.id));
    expect(buyers).toHaveLength(200);
    const answers = await Promise.all(
      buyers.map((quote, i) =>
        call<{ error?: string; message?: string }>(via(i), "POST", "/api/ecommerce/payment/", {
          token,
          body: paymentBody(quote),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }

    const sold = {
      cabin: await paidAmong(cabinBuyers),
      canopy: await paidAmong(canopyBuyers),
      night: await paidAmong(nightBuyers),
    };
    expect(sold).toEqual({ cabin: 1, canopy: CANOPY_PLACES_LEFT, night: NIGHT_PERSONS_LEFT / 2 });
    const total = 1 + CANOPY_PLACES_LEFT + NIGHT_PERSONS_LEFT / 2;
    expect(statuses.filter((s) => s === 200)).toHaveLength(total);
    const [canopySold] = await admin.db
      .select({ places: sql<number>`coalesce(sum(${activityPlaces.places}), 0)`.mapWith(Number) })
      .from(activityPlaces)
      .where(and(eq(activityPlaces.scheduleId, slot!.id), eq(activityPlaces.state, "SOLD")));
    expect(canopySold!.places).toBe(CANOPY_PLACES_LEFT);

    // One successful charge per sale, none refunded; one attempt row each.
    const ids = new Set(buyers.map((q) => q.id));
    const succeeded = charges(ids).filter((c) => c.status === "succeeded");
    expect(succeeded).toHaveLength(total);
    expect(succeeded.filter((c) => c.amount_refunded > 0)).toEqual([]);
    const attempts = await admin.db
      .select()
      .from(payments)
      .where(and(inArray(payments.quoteId, [...ids]), eq(payments.status, "SUCCEEDED")));
    expect(attempts).toHaveLength(total);

    // Both processes drain the outbox (every 5 s and after each sale): each e-mail leaves once.
    const deadline = Date.now() + 60_000;
    let mails = await admin.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.quoteId, [...ids]));
    while (mails.some((m) => m.status !== "SENT") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      mails = await admin.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.quoteId, [...ids]));
    }
    expect(mails).toHaveLength(total);
    expect(mails.map((m) => [m.status, m.attempts])).toEqual(Array(total).fill(["SENT", 1]));
    const files = mailFiles();
    expect(files.sort()).toEqual(mails.map((m) => `${m.id}.eml`).sort());
  });

  it("share the visitor-token limit through Redis: 20 a minute from one address, whichever process answers", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await fetch(`${via(i)}/auth/visitor`, {
        method: "POST",
        headers: { "x-forwarded-for": address },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
  });

  it("share the promotion-code guessing limit through Redis, per visitor", async () => {
    const token = await newToken(via(0));
    const [quote] = await quotesFor(CANOPY_VISIT, 1, token);
    const address = freshAddress();
    const guess = (i: number) =>
      fetch(
        `${via(i)}/api/ecommerce/promotions/apply/ZQ${String(randomInt(1_000_000)).padStart(6, "0")}?quoteId=${quote!.id}`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address, "accept-language": "en" },
        },
      );
    const statuses: number[] = [];
    for (let i = 0; i < CODE_GUESS_LIMITS.perVisitor; i++) {
      const response = await guess(i);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(CODE_GUESS_LIMITS.perVisitor).fill(404));
    for (const i of [0, 1]) {
      const refused = await guess(i);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: "too_many_code_attempts" });
    }
  });

  // Last: it restarts both processes with their clocks half an hour on.
  it("share the payment reconciler: each abandoned authentication is cancelled and released by one of them, once", {
    timeout: 300_000,
  }, async () => {
    const token = await newToken(via(0));
    const abandoned = await quotesFor(CANOPY_VISIT, 40, token);
    for (const quote of abandoned) {
      const { status, body } = await call<{ paymentInfo: { status: string } }>(
        via(0),
        "POST",
        "/api/ecommerce/payment/",
        {
          token,
          body: paymentBody(quote, { paymentMethodId: "pm_card_authenticationRequired" }),
        },
      );
      expect(status).toBe(200);
      expect(body.paymentInfo.status).toBe("requires_action");
    }
    const ids = abandoned.map((q) => q.id);

    // The provider is one in production; here each process has its own sandbox, so B gets a copy of A's intents.
    await Promise.all(processes.map((p) => p.stop()));
    copyFileSync(join(dirs[0], "sandbox-stripe.json"), join(dirs[1], "sandbox-stripe.json"));
    const later = new Date(Date.parse(PINNED_NOW) + 31 * 60_000).toISOString();
    // Both start together; each reconciler claims due attempts as soon as it listens (20 a pass).
    processes = await Promise.all([
      startApiProcess(ports[0], envFor(dirs[0], later)),
      startApiProcess(ports[1], envFor(dirs[1], later)),
    ]);

    const deadline = Date.now() + 120_000;
    let attempts = await admin.db.select().from(payments).where(inArray(payments.quoteId, ids));
    while (attempts.some((a) => a.status !== "FAILED") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      attempts = await admin.db.select().from(payments).where(inArray(payments.quoteId, ids));
    }
    expect(attempts.map((a) => a.status)).toEqual(Array(40).fill("FAILED"));
    const open = await admin.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(inArray(quotes.id, ids), eq(quotes.status, "OPEN")));
    expect(open).toHaveLength(40);

    // Each intent was cancelled at exactly one of the two sandboxes: one process settled each attempt.
    const canceledIn = dirs.map(
      (dir) =>
        new Set(
          intentsIn(dir)
            .filter((i) => ids.includes(i.metadata.quoteId ?? "") && i.status === "canceled")
            .map((i) => i.id),
        ),
    );
    const [a, b] = canceledIn as [Set<string>, Set<string>];
    expect(a.size + b.size).toBe(40);
    expect([...a].filter((id) => b.has(id))).toEqual([]);
    // Each pass claims at most 20, so both processes took their share.
    expect(a.size).toBeGreaterThan(0);
    expect(b.size).toBeGreaterThan(0);
  });
});
