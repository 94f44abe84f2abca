import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database.ts";
import { promotions } from "../../../../db/schema/promotions.ts";
import { quotePromotions } from "../../../../db/schema/quote-promotions.ts";

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<PromotionRow, "id">;

export function createOfficePromotionsRepository(db: Database) {
  return {
    /** Every special promotion, soonest first, with how many quotes carry it. */
    async all(): Promise<(PromotionRow & { uses: number })[]> {
      const rows = await db.select().from(promotions).orderBy(asc(promotions.startDate), asc(promotions.id));
      const counts = await db
        .select({ id: quotePromotions.promotionId, uses: count() })
        .from(quotePromotions)
        .groupBy(quotePromotions.promotionId);
      const usesOf = new Map(counts.map((c) => [c.id, c.uses]));
      return rows.map((row) => ({ ...row, uses: usesOf.get(row.id) ?? 0 }));
    },

    async lock(tx: Database, id: number): Promise<PromotionRow | undefined> {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
      return row;
    },

    /** The promotion holding a code (codes are stored in capitals, so this is case-insensitive). */
    async idOfCode(tx: Database, code: string): Promise<number | undefined> {
      const [row] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, code));
      return row?.id;
    },

    async insert(tx: Database, values: PromotionValues): Promise<PromotionRow> {
      const [row] = await tx.insert(promotions).values(values).returning();
      if (!row) throw new Error("insert into promotions returned no row");
      return row;
    },

    async update(tx: Database, id: number, values: PromotionValues): Promise<PromotionRow> {
      const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
      if (!row) throw new Error("update of promotions returned no row");
      return row;
    },

    /** How many quotes carry the promotion; read after lock(), so an apply in flight is counted or waits. */
    async uses(tx: Database, id: number): Promise<number> {
      const [row] = await tx
        .select({ uses: count() })
        .from(quotePromotions)
        .where(eq(quotePromotions.promotionId, id));
      return row?.uses ?? 0;
    },

    async delete(tx: Database, id: number): Promise<void> {
      await tx.delete(promotions).where(eq(promotions.id, id));
    },
  };
}
export type OfficePromotionsRepository = ReturnType<typeof createOfficePromotionsRepository>;
