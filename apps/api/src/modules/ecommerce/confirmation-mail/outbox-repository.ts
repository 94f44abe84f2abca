import type { Language } from "@park/domain/constants.ts";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { emailOutbox, type OutboxKind } from "../../../db/schema/email-outbox.ts";

export type OutboxRow = typeof emailOutbox.$inferSelect;

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/**
 * Queues an e-mail of the visit once per quote, kind and request (`requestKey`: null for the sale's
 * own confirmation, `date_change:<id>` for a date change, the desk's for a resend, the attempt's id for a
 * voucher's); the drainer composes it when it sends. The same request again (a retry, the reconciler, a
 * double click) adds nothing and answers undefined.
 */
export async function queueVisitMail(
  db: Database,
  values: {
    kind: OutboxKind;
    quoteId: string;
    recipient: string;
    language: Language;
    requestKey: string | null;
    now: Date;
  },
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      quoteId: values.quoteId,
      kind: values.kind,
      language: values.language,
      recipient: values.recipient,
      requestKey: values.requestKey,
      nextAttemptAt: values.now,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: [emailOutbox.quoteId, emailOutbox.kind, emailOutbox.requestKey] })
    .returning();
  return row;
}

/** A row the claimer marks SENT or failed only while `attempts` is still the value its claim set. */
function stillClaimed(row: Pick<OutboxRow, "id" | "attempts">) {
  return and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, "PENDING"),
    eq(emailOutbox.attempts, row.attempts),
  );
}

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Claims the longest-due PENDING message in a short transaction of its own: the row is locked with
     * SKIP LOCKED (another drainer takes the next one instead of waiting), its attempt counted and its
     * next attempt moved to `leaseUntil`, so nobody else claims it while it is sent outside the
     * transaction, and a drainer that dies while sending leaves it claimable again once the lease ends.
     */
    claimDue(now: Date, leaseUntil: Date): Promise<OutboxRow | undefined> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, "PENDING"), lte(emailOutbox.nextAttemptAt, now)))
          .orderBy(asc(emailOutbox.nextAttemptAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!due) return undefined;
        const [claimed] = await tx
          .update(emailOutbox)
          .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
          .where(eq(emailOutbox.id, due.id))
          .returning();
        return claimed;
      });
    },

    /** Sent: false when the lease had run out and another drainer claimed the row meanwhile. */
    async markSent(claim: OutboxRow, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailOutbox)
        .set({ status: "SENT", sentAt: now, lastError: null })
        .where(stillClaimed(claim))
        .returning({ id: emailOutbox.id });
      return rows.length === 1;
    },

    /** Not sent: tried again at `retryAt`, with the reason kept for whoever looks at the table. */
    async markFailed(claim: OutboxRow, error: string, retryAt: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: retryAt, lastError: error })
        .where(stillClaimed(claim));
    },

    async byId(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },
  };
}
