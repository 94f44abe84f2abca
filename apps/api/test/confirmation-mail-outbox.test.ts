import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../src/db/database.ts";
import { emailOutbox } from "../src/db/schema/email-outbox.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import { MAIL_LEASE_MS, retryDelayMs } from "../src/infra/mail/mail-queue-drainer.ts";
import type { MailTransport } from "../src/infra/mail/mail-transport.ts";
import { QR_CID } from "../src/modules/ecommerce/confirmation-mail/confirmation-message.ts";
import { createOutboxDrainer } from "../src/modules/ecommerce/confirmation-mail/outbox-drainer.ts";
import { createOutboxRepository } from "../src/modules/ecommerce/confirmation-mail/outbox-repository.ts";
import {
  buildEcommerceTestApp,
  createQuote,
  type EcommerceTestApp,
  soldWithoutCharge,
} from "./helpers/ecommerce-test-app.ts";
import { createTestDatabase, type TestDatabase } from "./helpers/test-database.ts";

/** Queues the confirmation of a paid quote as the payment does (once per quote), answering its row. */
async function queueConfirmation(db: Database, quoteId: string, language: "es" | "en", now: Date) {
  await db
    .insert(emailOutbox)
    .values({
      quoteId,
      kind: "order_confirmation",
      language,
      recipient: "ann@example.com",
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.quoteId, quoteId));
  return row!;
}

describe("the app's drainer with the file transport (no SMTP_URL)", () => {
  let t: EcommerceTestApp;
  beforeAll(async () => {
    t = await buildEcommerceTestApp();
  });
  afterAll(() => t.close());

  it("a paid quote produces exactly one .eml, in the quote's language, with the QR and the summary PDF", async () => {
    const quote = await createQuote(
      t.app,
      {
        arrivalDate: "2026-11-24",
        departureDate: "2026-11-24",
        numberOfPersons: 2,
        arrivalTime: "DAY",
        stayType: "DAY_PASS",
      },
      "en",
    );
    await soldWithoutCharge(t, quote.id);
    const row = await queueConfirmation(t.db, quote.id, "en", t.time.clock());

    await t.app.confirmationMail.drain();
    await t.app.confirmationMail.drain();

    const outbox = join(t.config.dataDir, "outbox");
    expect(readdirSync(outbox)).toEqual([`${row.id}.eml`]);
    const eml = readFileSync(join(outbox, `${row.id}.eml`), "utf8");
    expect(eml).toContain(`Subject: Your visit ${quote.code} is confirmed - Ensenada Park`);
    expect(eml).toContain("To: ann@example.com");
    expect(eml).toContain(`Message-ID: <${row.id}@ensenada-park.mail>`);
    expect(eml).toContain(`Content-ID: <${QR_CID}>`);
    expect(eml).toMatch(new RegExp(`Content-Type: image/png; name=${quote.code}\\.png`));
    expect(eml).toContain(`Content-Disposition: attachment; filename=visit-summary-${quote.code}.pdf`);

    const [stored] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(stored).toMatchObject({ status: "SENT", attempts: 1, lastError: null, sentAt: t.time.clock() });
  });
});

describe("the outbox shared by drainers (claim, lease, retry)", () => {
  let database: TestDatabase;
  let handles: DatabaseHandle[];
  let db: Database;
  let now = new Date("2026-11-22T18:00:00Z");
  const clock = () => new Date(now);
  const log = { warn: () => {} };
  let quoteNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    // On PostgreSQL two handles are two API processes with their own connection pools; an in-memory
    // PGlite opened twice would be two databases, so there both drainers share one.
    const first = await database.open();
    handles = [first, first.driver === "pg" ? await database.open() : first];
    await handles[0]!.startup(({ migrate }) => migrate());
    db = handles[0]!.db;
  });
  afterAll(async () => {
    for (const handle of new Set(handles)) await handle.close();
    await database.drop();
  });

  async function queuedRow() {
    quoteNumber++;
    const [quote] = await db
      .insert(quotes)
      .values({
        code: `TEST${String(quoteNumber).padStart(6, "0")}`,
        status: "PAID",
        stayType: "DAY_PASS",
        arrivalDate: "2026-11-24",
        departureDate: "2026-11-24",
        arrivalTime: "DAY",
        numberOfPersons: 2,
        language: "es",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return queueConfirmation(db, quote!.id, "es", now);
  }

  /** A transport that records what it sent, slowly enough for drainers to overlap. */
  function recordingTransport(sent: string[], failures: Error[] = []): MailTransport {
    return {
      async send(_message: Mail.Options, fileName: string) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const failure = failures.shift();
        if (failure) throw failure;
        sent.push(fileName);
        return { messageId: fileName, file: null };
      },
      close() {},
    };
  }

  function drainer(handle: DatabaseHandle, transport: MailTransport) {
    return createOutboxDrainer({
      repository: createOutboxRepository(handle.db),
      compose: async (request) => ({ to: request.recipient, subject: request.outboxId }),
      transport,
      clock,
      log,
    });
  }

  it("two drainers in parallel send each message once", async () => {
    const rows = await Promise.all(Array.from({ length: 8 }, () => queuedRow()));
    const sent: string[] = [];
    const [a, b] = handles.map((handle) => drainer(handle, recordingTransport(sent)));
    const counts = await Promise.all([a!.drain(), b!.drain(), a!.drain(), b!.drain()]);

    expect(counts.reduce((x, y) => x + y, 0)).toBe(8);
    expect([...sent].sort()).toEqual(rows.map((r) => r.id).sort());
    const stored = await db.select().from(emailOutbox);
    expect(stored.every((r) => r.status === "SENT" && r.attempts === 1)).toBe(true);
  });

  it("a failing transport keeps the error and retries later, with backoff", async () => {
    const row = await queuedRow();
    const sent: string[] = [];
    const failures = [new Error("421 try again later"), new Error("421 try again later")];
    const d = drainer(handles[0]!, recordingTransport(sent, failures));

    expect(await d.drain()).toBe(0);
    expect(await createOutboxRepository(db).byId(row.id)).toMatchObject({
      status: "PENDING",
      attempts: 1,
      lastError: "421 try again later",
      nextAttemptAt: new Date(now.getTime() + 60_000),
    });
    // Not due yet: nothing is tried.
    expect(await d.drain()).toBe(0);
    expect((await createOutboxRepository(db).byId(row.id))?.attempts).toBe(1);

    now = new Date(now.getTime() + 60_000);
    expect(await d.drain()).toBe(0);
    expect((await createOutboxRepository(db).byId(row.id))?.nextAttemptAt).toEqual(
      new Date(now.getTime() + 120_000),
    );

    now = new Date(now.getTime() + 120_000);
    expect(await d.drain()).toBe(1);
    expect(sent).toEqual([row.id]);
    expect(await createOutboxRepository(db).byId(row.id)).toMatchObject({
      status: "SENT",
      attempts: 3,
      lastError: null,
      sentAt: now,
    });
  });

  it("backs off 1, 2, 4 ... minutes, at most an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });

  it("a message claimed by a drainer that died is sent once its lease ends, and only then", async () => {
    const row = await queuedRow();
    const repository = createOutboxRepository(db);
    // A drainer claims it and dies before sending.
    const lost = await repository.claimDue(now, new Date(now.getTime() + MAIL_LEASE_MS));
    expect(lost?.id).toBe(row.id);

    const sent: string[] = [];
    const survivor = drainer(handles[1]!, recordingTransport(sent));
    now = new Date(now.getTime() + MAIL_LEASE_MS - 1_000);
    expect(await survivor.drain()).toBe(0);
    now = new Date(now.getTime() + 1_000);
    expect(await survivor.drain()).toBe(1);
    expect(sent).toEqual([row.id]);
    // Had the first one come back after its lease, it could not mark the row as its own.
    expect(await repository.markSent(lost!, now)).toBe(false);
    expect(await repository.byId(row.id)).toMatchObject({ status: "SENT", attempts: 2 });
  });
});
