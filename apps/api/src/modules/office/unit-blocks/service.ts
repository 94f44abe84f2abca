import { type Clock, eachDate, type IsoDate, parkDate } from "@park/domain/dates.ts";
import { blockRangeIssues } from "@park/domain/office-today/day-overview.ts";
import type { Database } from "../../../db/database.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { createUnitBlocksRepository } from "./repository.ts";

export type UnitBlock = { unitId: number; unitName: string; nights: IsoDate[]; reason: string };
type StaffRef = { id: string };

export type UnitBlocksService = ReturnType<typeof createUnitBlocksService>;

export function createUnitBlocksService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * Blocks a unit on every night from firstNight to lastNight for maintenance, all or nothing: when a
     * visitor holds or bought one of them, or it is already blocked, 409 unit_nights_taken names those
     * nights and nothing is blocked. The maps, holds and sale then read the nights as taken.
     */
    async block(
      staff: StaffRef,
      input: { unitId: number; firstNight: IsoDate; lastNight: IsoDate; reason: string },
    ): Promise<UnitBlock> {
      const now = clock();
      const issues = blockRangeIssues(input.firstNight, input.lastNight, parkDate(now));
      if (issues.length > 0) {
        throw invalidFields(
          issues.map((message) => ({
            path: message === "block_in_the_past" ? "firstNight" : "lastNight",
            message,
          })),
        );
      }
      const nights = eachDate(input.firstNight, input.lastNight);
      return db.transaction(async (tx) => {
        const repository = createUnitBlocksRepository(tx);
        const unit = await repository.unit(input.unitId);
        if (!unit) throw new AppError(404, "not_found");
        const blocked = new Set(await repository.blockFree(unit.id, nights, input.reason, now));
        const refused = nights.filter((night) => !blocked.has(night));
        // Throwing rolls back the nights this call did block.
        if (refused.length > 0) {
          throw new AppError(409, "unit_nights_taken", { dates: refused, unavailable: [unit.name] });
        }
        await recordAudit(tx, {
          staffId: staff.id,
          action: "unit.block",
          entityType: "unit",
          entityId: String(unit.id),
          before: null,
          after: { nights, reason: input.reason },
        });
        return { unitId: unit.id, unitName: unit.name, nights, reason: input.reason };
      });
    },

    /** Frees the unit's blocked nights of the range (holds and sales are never touched); 404 when none was blocked. */
    async unblock(
      staff: StaffRef,
      input: { unitId: number; firstNight: IsoDate; lastNight: IsoDate },
    ): Promise<{ unitId: number; unitName: string; nights: IsoDate[] }> {
      if (input.lastNight < input.firstNight) {
        throw invalidFields([{ path: "lastNight", message: "reversed_range" }]);
      }
      return db.transaction(async (tx) => {
        const repository = createUnitBlocksRepository(tx);
        const unit = await repository.unit(input.unitId);
        if (!unit) throw new AppError(404, "not_found");
        const freed = await repository.unblock(unit.id, { first: input.firstNight, last: input.lastNight });
        if (freed.length === 0) throw new AppError(404, "unit_block_not_found");
        const nights = freed.map((row) => row.night);
        await recordAudit(tx, {
          staffId: staff.id,
          action: "unit.unblock",
          entityType: "unit",
          entityId: String(unit.id),
          before: { nights: freed },
          after: null,
        });
        return { unitId: unit.id, unitName: unit.name, nights };
      });
    },
  };
}
