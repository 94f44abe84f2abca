import { isVacancyOpen } from "@park/domain/careers/vacancy-open.ts";
import { JOB_SHIFT_TYPES, type JobPostInput } from "@park/domain/content/content-schemas.ts";
import type { OfficeJobPost } from "@park/domain/content/office-content-dto.ts";
import { type Clock, type IsoDate, parkDate } from "@park/domain/dates.ts";
import type { Database } from "../../../../db/database.ts";
import { AppError } from "../../../../http/app-error.ts";
import { takenOnUniqueViolation } from "../../../ecommerce/shared/database-errors.ts";
import { recordAudit } from "../../audit/audit-repository.ts";
import { decodePicture, pictureSummary } from "../picture-upload.ts";
import type { JobPostChange, JobPostRow, JobPostValues, OfficeJobPostsRepository } from "./repository.ts";
import type { JobPostBody } from "./schemas.ts";

export type OfficeJobPostsService = ReturnType<typeof createOfficeJobPostsService>;

/** The stored shift types ("Turno Completo, Fin de Semana") as the list the office edits. */
function typesOf(stored: string): OfficeJobPost["types"] {
  const names = stored.split(",").map((name) => name.trim());
  return JOB_SHIFT_TYPES.filter((type) => names.includes(type));
}

/** The vacancy as the office shows it on the park's date `today`. */
function toDto(row: JobPostRow, today: IsoDate): OfficeJobPost {
  const { type, closedAt, postedAt: _posted, ...rest } = row;
  return {
    ...rest,
    types: typesOf(type),
    open: isVacancyOpen(row, today),
    closedAt: closedAt?.toISOString() ?? null,
  };
}

function toValues(input: JobPostInput): JobPostValues {
  const { types, ...rest } = input;
  return { ...rest, type: types.join(", ") };
}

const titleTaken = () => new AppError(409, "job_title_taken");

/**
 * Vacancies (001 §3 Job post) as the admin keeps them. Closing keeps the row, which its applications
 * reference, and takes it off the careers page and the application form (closed_at); it can be reopened.
 */
export function createOfficeJobPostsService(deps: {
  db: Database;
  clock: Clock;
  repository: OfficeJobPostsRepository;
}) {
  const { db, clock, repository } = deps;

  const dto = (row: JobPostRow) => toDto(row, parkDate(clock()));
  /** The vacancy as the audit keeps it: a new picture by its size and hash, never its bytes. */
  const audited = (row: JobPostRow, picture: Uint8Array | undefined) =>
    picture ? { ...dto(row), picture: pictureSummary(picture) } : dto(row);

  const guarded = <T>(write: () => Promise<T>) => takenOnUniqueViolation(write, titleTaken);

  /** Changes one vacancy (and its picture, when one is given) under its row lock; audits before and after. */
  function change(
    staffId: string,
    id: number,
    action: string,
    values: (current: JobPostRow) => JobPostChange,
    picture?: Uint8Array,
  ): Promise<OfficeJobPost> {
    return guarded(() =>
      db.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw new AppError(404, "not_found");
        const next = values(current);
        if (next.titleId !== undefined && next.titleId !== current.titleId) {
          if ((await repository.idOfTitle(tx, next.titleId)) !== undefined) throw titleTaken();
        }
        const row = await repository.update(tx, id, next, picture);
        await recordAudit(tx, {
          staffId,
          action,
          entityType: "job_post",
          entityId: String(id),
          before: dto(current),
          after: audited(row, picture),
        });
        return dto(row);
      }),
    );
  }

  return {
    async list(): Promise<OfficeJobPost[]> {
      return (await repository.all()).map(dto);
    },

    create(staffId: string, body: JobPostBody): Promise<OfficeJobPost> {
      const { picture, ...input } = body;
      const bytes = picture === undefined ? undefined : decodePicture(picture);
      return guarded(() =>
        db.transaction(async (tx) => {
          if ((await repository.idOfTitle(tx, input.titleId)) !== undefined) throw titleTaken();
          const row = await repository.insert(tx, toValues(input), bytes);
          await recordAudit(tx, {
            staffId,
            action: "job_post.create",
            entityType: "job_post",
            entityId: String(row.id),
            before: null,
            after: audited(row, bytes),
          });
          return dto(row);
        }),
      );
    },

    /** Without a picture the current one stays. */
    update(staffId: string, id: number, body: JobPostBody): Promise<OfficeJobPost> {
      const { picture, ...input } = body;
      const bytes = picture === undefined ? undefined : decodePicture(picture);
      return change(staffId, id, "job_post.update", () => toValues(input), bytes);
    },

    /** Any vacancy's picture, open or closed (the office shows it); 404 when it has none. */
    async picture(id: number): Promise<{ bytes: Uint8Array; contentType: string }> {
      const picture = await repository.picture(id);
      if (!picture) throw new AppError(404, "not_found");
      return picture;
    },

    /** Closing a closed vacancy keeps its first closing time. */
    close(staffId: string, id: number): Promise<OfficeJobPost> {
      return change(staffId, id, "job_post.close", (current) => ({ closedAt: current.closedAt ?? clock() }));
    },

    /** A vacancy past its last day is reopened without one: it stays open until closed. */
    reopen(staffId: string, id: number): Promise<OfficeJobPost> {
      return change(staffId, id, "job_post.reopen", (current) => {
        const pastLastDay = !isVacancyOpen({ ...current, closedAt: null }, parkDate(clock()));
        return pastLastDay ? { closedAt: null, openUntil: null } : { closedAt: null };
      });
    },
  };
}
