import type { IsoDate } from "../dates.ts";

/**
 * Whether a vacancy is open on the park's date `today`: staff have not closed it, and today is not past the
 * last day they set (none: open until closed). The API's queries ask the same in SQL (`openOn` in
 * apps/api/src/modules/core/job-posts/repository.ts).
 */
export function isVacancyOpen(
  vacancy: { closedAt: unknown; openUntil: IsoDate | null },
  today: IsoDate,
): boolean {
  return vacancy.closedAt === null && (vacancy.openUntil === null || vacancy.openUntil >= today);
}
