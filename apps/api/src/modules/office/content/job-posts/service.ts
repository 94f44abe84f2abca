import { JOB_SHIFT_TYPES, type JobPostInput } from "@park/domain/content/content-schemas.ts";
import type { Clock } from "@park/domain/dates.ts";
import type { Database } from "../../../../db/database.ts";
import { AppError } from "../../../../http/app-error.ts";
import { isUniqueViolation } from "../../../ecommerce/shared/database-errors.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import type { JobPostRow, JobPostValues, OfficeJobPostsRepository } from "./repository.ts";
import type { OfficeJobPost } from "./schemas.ts";

export type OfficeJobPostsService = ReturnType<typeof createOfficeJobPostsService>;

/** The stored shift types ("Turno Completo, Fin de Semana") as the list the office edits. */
function typesOf(stored: string): OfficeJobPost["types"] {
  const names = stored.split(",").map((name) => name.trim());
  return JOB_SHIFT_TYPES.filter((type) => names.includes(type));
}

function toDto(row: JobPostRow): OfficeJobPost {
  const { type, closedAt, ...rest } = row;
  return {
    ...rest,
    types: typesOf(type),
    open: closedAt === null,
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

  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw titleTaken();
      throw err;
    }
  }

  /** Changes one vacancy under its row lock and audits before and after. */
  function change(
    staffId: string,
    id: number,
    action: string,
    values: (current: JobPostRow) => Partial<Omit<JobPostRow, "id">>,
  ): Promise<OfficeJobPost> {
    return guarded(() =>
      db.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw new AppError(404, "not_found");
        const next = values(current);
        if (next.titleId !== undefined && next.titleId !== current.titleId) {
          if ((await repository.idOfTitle(tx, next.titleId)) !== undefined) throw titleTaken();
        }
        const row = await repository.update(tx, id, next);
        await recordAudit(tx, {
          staffId,
          action,
          entityType: "job_post",
          entityId: String(id),
          before: toDto(current),
          after: toDto(row),
        });
        return toDto(row);
      }),
    );
  }

  return {
    async list(): Promise<OfficeJobPost[]> {
      return (await repository.all()).map(toDto);
    },

    create(staffId: string, input: JobPostInput): Promise<OfficeJobPost> {
      return guarded(() =>
        db.transaction(async (tx) => {
          if ((await repository.idOfTitle(tx, input.titleId)) !== undefined) throw titleTaken();
          const row = await repository.insert(tx, toValues(input));
          await recordAudit(tx, {
            staffId,
            action: "job_post.create",
            entityType: "job_post",
            entityId: String(row.id),
            before: null,
            after: toDto(row),
          });
          return toDto(row);
        }),
      );
    },

    update(staffId: string, id: number, input: JobPostInput): Promise<OfficeJobPost> {
      return change(staffId, id, "job_post.update", () => toValues(input));
    },

    /** Closing a closed vacancy keeps its first closing time. */
    close(staffId: string, id: number): Promise<OfficeJobPost> {
      return change(staffId, id, "job_post.close", (current) => ({ closedAt: current.closedAt ?? clock() }));
    },

    reopen(staffId: string, id: number): Promise<OfficeJobPost> {
      return change(staffId, id, "job_post.reopen", () => ({ closedAt: null }));
    },
  };
}
