import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { promotions } from "../../../db/schema/promotions.ts";
import { quotePromotions } from "../../../db/schema/quote-promotions.ts";

export type PromotionRecord = typeof promotions.$inferSelect;

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;

/** The special promotions and the one applied to each quote. Works on the database or a transaction. */
export function createPromotionsRepository(db: Database) {
  return {
    /** The promotion of a code; codes are stored in capitals, so `code` must be in capitals too. */
    async byCode(code: string): Promise<PromotionRecord | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
      return row;
    },

    /** The promotion applied to the quote, if any. */
    async appliedTo(quoteId: string): Promise<PromotionRecord | undefined> {
      const [row] = await db
        .select({ promotion: promotions })
        .from(quotePromotions)
        .innerJoin(promotions, eq(promotions.id, quotePromotions.promotionId))
        .where(eq(quotePromotions.quoteId, quoteId));
      return row?.promotion;
    },

    /** Applies the promotion to the quote, in place of the one it had. */
    async apply(quoteId: string, promotionId: number, now: Date): Promise<void> {
      await db
        .insert(quotePromotions)
        .values({ quoteId, promotionId, appliedAt: now })
        .onConflictDoUpdate({ target: quotePromotions.quoteId, set: { promotionId, appliedAt: now } });
    },

    /** Takes whatever promotion the quote had off it; false when it had none. */
    async clear(quoteId: string): Promise<boolean> {
      const removed = await db
        .delete(quotePromotions)
        .where(eq(quotePromotions.quoteId, quoteId))
        .returning({ quoteId: quotePromotions.quoteId });
      return removed.length > 0;
    },

    /** Takes the promotion off the quote; false when that promotion was not the quote's. */
    async cancel(quoteId: string, promotionId: number): Promise<boolean> {
      const removed = await db
        .delete(quotePromotions)
        .where(and(eq(quotePromotions.quoteId, quoteId), eq(quotePromotions.promotionId, promotionId)))
        .returning({ quoteId: quotePromotions.quoteId });
      return removed.length > 0;
    },
  };
}
