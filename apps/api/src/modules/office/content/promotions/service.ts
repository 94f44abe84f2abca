import type { PromotionInput } from "@park/domain/content/content-schemas.ts";
import type { OfficePromotion } from "@park/domain/content/office-content-dto.ts";
import { centavosToPesos, pesosToCentavos } from "@park/domain/money.ts";
import type { Database } from "../../../../db/database.ts";
import { AppError } from "../../../../http/app-error.ts";
import { takenOnUniqueViolation } from "../../../ecommerce/shared/database-errors.ts";
import { recordAudit } from "../../audit/audit-repository.ts";
import type { OfficePromotionsRepository, PromotionRow, PromotionValues } from "./repository.ts";

export type OfficePromotionsService = ReturnType<typeof createOfficePromotionsService>;

function toValues(input: PromotionInput): PromotionValues {
  return {
    code: input.code,
    promotionType: "SPECIAL",
    startDate: input.startDate,
    endDate: input.endDate,
    arrivalTime: input.arrivalTime,
    datesValidityOnly: input.datesValidityOnly,
    pricePerDay: pesosToCentavos(input.pricePerDay),
    pricePerNight: pesosToCentavos(input.pricePerNight),
    maxLodgeCapacity: input.maxLodgeCapacity,
  };
}

/** A promotion as the office and the audit show it: prices in pesos. */
function toDto(row: PromotionRow, uses: number): OfficePromotion {
  return {
    id: row.id,
    code: row.code,
    startDate: row.startDate,
    endDate: row.endDate,
    arrivalTime: row.arrivalTime,
    datesValidityOnly: row.datesValidityOnly,
    pricePerDay: centavosToPesos(row.pricePerDay),
    pricePerNight: centavosToPesos(row.pricePerNight),
    maxLodgeCapacity: row.maxLodgeCapacity,
    uses,
  };
}

const codeTaken = () => new AppError(409, "promotion_code_taken");

/**
 * Special promotion codes (000 §3 Promotion) as the admin keeps them. The visitor's calls (POST
 * /api/ecommerce/promotions/apply/{code}, GET /api/core/promotions/specials-available-today) read the same
 * rows on every call; a quote already paid keeps the prices it was sold at (quote_sold_pricing).
 */
export function createOfficePromotionsService(deps: {
  db: Database;
  repository: OfficePromotionsRepository;
}) {
  const { db, repository } = deps;

  const guarded = <T>(write: () => Promise<T>) => takenOnUniqueViolation(write, codeTaken);

  return {
    async list(): Promise<OfficePromotion[]> {
      return (await repository.all()).map((row) => toDto(row, row.uses));
    },

    create(staffId: string, input: PromotionInput): Promise<OfficePromotion> {
      return guarded(() =>
        db.transaction(async (tx) => {
          if ((await repository.idOfCode(tx, input.code)) !== undefined) throw codeTaken();
          const row = await repository.insert(tx, toValues(input));
          const after = toDto(row, 0);
          await recordAudit(tx, {
            staffId,
            action: "promotion.create",
            entityType: "promotion",
            entityId: String(row.id),
            before: null,
            after,
          });
          return after;
        }),
      );
    },

    update(staffId: string, id: number, input: PromotionInput): Promise<OfficePromotion> {
      return guarded(() =>
        db.transaction(async (tx) => {
          const current = await repository.lock(tx, id);
          if (!current) throw new AppError(404, "not_found");
          const holder = await repository.idOfCode(tx, input.code);
          if (holder !== undefined && holder !== id) throw codeTaken();
          const uses = await repository.uses(tx, id);
          const row = await repository.update(tx, id, toValues(input));
          const after = toDto(row, uses);
          await recordAudit(tx, {
            staffId,
            action: "promotion.update",
            entityType: "promotion",
            entityId: String(id),
            before: toDto(current, uses),
            after,
          });
          return after;
        }),
      );
    },

    /** 409 promotion_in_use once a quote carries it: the quote's history must keep naming it. */
    async delete(staffId: string, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw new AppError(404, "not_found");
        const uses = await repository.uses(tx, id);
        if (uses > 0) throw new AppError(409, "promotion_in_use");
        await repository.delete(tx, id);
        await recordAudit(tx, {
          staffId,
          action: "promotion.delete",
          entityType: "promotion",
          entityId: String(id),
          before: toDto(current, 0),
          after: null,
        });
      });
    },
  };
}
