import type { EventInput } from "@park/domain/content/content-schemas.ts";
import type { OfficeEvent } from "@park/domain/content/office-content-dto.ts";
import { type Clock, parkDate } from "@park/domain/dates.ts";
import type { Database } from "../../../../db/database.ts";
import { AppError, invalidFields } from "../../../../http/app-error.ts";
import { recordAudit } from "../../audit/audit-repository.ts";
import { decodePicture, pictureSummary } from "../picture-upload.ts";
import type { EventRow, OfficeEventsRepository } from "./repository.ts";

export type OfficeEventsService = ReturnType<typeof createOfficeEventsService>;

/**
 * The park's events (001 §3 Event) as the admin keeps them. GET /api/core/events/next and its picture call
 * read the same rows, so a save shows on the visitor's events page at once.
 */
export function createOfficeEventsService(deps: {
  db: Database;
  clock: Clock;
  repository: OfficeEventsRepository;
}) {
  const { db, clock, repository } = deps;
  const today = () => parkDate(clock());
  const toDto = (row: EventRow): OfficeEvent => ({ ...row, past: row.date < today() });

  /** An event's date may not be past (an event dated yesterday would never be shown). */
  function checkDate(input: EventInput): void {
    if (input.date < today()) throw invalidFields([{ path: "date", message: "content.past_date" }]);
  }

  return {
    async list(): Promise<OfficeEvent[]> {
      return (await repository.all()).map(toDto);
    },

    /** Event pictures are PNGs (decodePicture refuses anything else). */
    async picture(id: number): Promise<{ bytes: Uint8Array; contentType: string }> {
      const bytes = await repository.picture(id);
      if (!bytes) throw new AppError(404, "not_found");
      return { bytes, contentType: "image/png" };
    },

    async create(staffId: string, input: EventInput & { picture: string }): Promise<OfficeEvent> {
      checkDate(input);
      const { picture, ...values } = input;
      const bytes = decodePicture(picture);
      return db.transaction(async (tx) => {
        const row = await repository.insert(tx, values, bytes);
        await recordAudit(tx, {
          staffId,
          action: "event.create",
          entityType: "event",
          entityId: String(row.id),
          before: null,
          after: { ...row, picture: pictureSummary(bytes) },
        });
        return toDto(row);
      });
    },

    async update(
      staffId: string,
      id: number,
      input: EventInput & { picture?: string | undefined },
    ): Promise<OfficeEvent> {
      checkDate(input);
      const { picture, ...values } = input;
      const bytes = picture === undefined ? undefined : decodePicture(picture);
      return db.transaction(async (tx) => {
        const before = await repository.lock(tx, id);
        if (!before) throw new AppError(404, "not_found");
        const row = await repository.update(tx, id, values, bytes);
        await recordAudit(tx, {
          staffId,
          action: "event.update",
          entityType: "event",
          entityId: String(id),
          before,
          after: bytes ? { ...row, picture: pictureSummary(bytes) } : row,
        });
        return toDto(row);
      });
    },

    async delete(staffId: string, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repository.lock(tx, id);
        if (!before) throw new AppError(404, "not_found");
        await repository.delete(tx, id);
        await recordAudit(tx, {
          staffId,
          action: "event.delete",
          entityType: "event",
          entityId: String(id),
          before,
          after: null,
        });
      });
    },
  };
}
