import { asc } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { promotions } from "../../../db/schema/promotions.ts";

export type SpecialPromotionsRepository = ReturnType<typeof createSpecialPromotionsRepository>;

export function createSpecialPromotionsRepository(db: Database) {
  return {
    /** Every special promotion, soonest first; there are a handful, so the service filters them. */
    all() {
      return db.select().from(promotions).orderBy(asc(promotions.startDate), asc(promotions.id));
    },
  };
}
