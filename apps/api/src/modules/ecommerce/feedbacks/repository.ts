import type { Language } from "@park/domain/constants.ts";
import type { Feedback } from "@park/domain/contact/feedback-schema.ts";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { feedbacks } from "../../../db/schema/feedbacks.ts";

export type FeedbackRecord = typeof feedbacks.$inferSelect;

export type FeedbacksRepository = ReturnType<typeof createFeedbacksRepository>;

/** A row the claimer marks only while `mailAttempts` is still the value its claim set. */
function stillClaimed(row: Pick<FeedbackRecord, "id" | "mailAttempts">) {
  return and(
    eq(feedbacks.id, row.id),
    eq(feedbacks.mailStatus, "PENDING"),
    eq(feedbacks.mailAttempts, row.mailAttempts),
  );
}

export function createFeedbacksRepository(db: Database) {
  return {
    async insert(feedback: Feedback, language: Language, now: Date): Promise<FeedbackRecord> {
      const [row] = await db
        .insert(feedbacks)
        .values({ ...feedback, language, createdAt: now, nextMailAt: now })
        .returning();
      if (!row) throw new Error("the feedback insert answered no row");
      return row;
    },

    /**
     * Claims the longest-due unsent message (SKIP LOCKED, so two processes take different ones), counts
     * the attempt and leases it until `leaseUntil`: a drainer that dies mid-send leaves it claimable again.
     */
    claimDue(now: Date, leaseUntil: Date): Promise<FeedbackRecord | undefined> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: feedbacks.id })
          .from(feedbacks)
          .where(and(eq(feedbacks.mailStatus, "PENDING"), lte(feedbacks.nextMailAt, now)))
          .orderBy(asc(feedbacks.nextMailAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!due) return undefined;
        const [claimed] = await tx
          .update(feedbacks)
          .set({ mailAttempts: sql`${feedbacks.mailAttempts} + 1`, nextMailAt: leaseUntil })
          .where(eq(feedbacks.id, due.id))
          .returning();
        return claimed;
      });
    },

    async markSent(claim: FeedbackRecord, now: Date): Promise<void> {
      await db
        .update(feedbacks)
        .set({ mailStatus: "SENT", mailSentAt: now, lastMailError: null })
        .where(stillClaimed(claim));
    },

    async markFailed(claim: FeedbackRecord, error: string, retryAt: Date): Promise<void> {
      await db
        .update(feedbacks)
        .set({ nextMailAt: retryAt, lastMailError: error })
        .where(stillClaimed(claim));
    },

    async byId(id: string): Promise<FeedbackRecord | undefined> {
      const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
      return row;
    },
  };
}
