import type { BannersRepository } from "./repository.ts";
import { BANNER_COLORS, BANNER_NAMES, type Banner } from "./schemas.ts";

export type BannersService = ReturnType<typeof createBannersService>;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

export function createBannersService(deps: { repository: BannersRepository }) {
  return {
    /** Both banners, active or not: the web picks the one of the visitor's language. */
    async all(): Promise<Banner[]> {
      const records = await deps.repository.all();
      return records.flatMap(({ name, active, content, color }) =>
        isOneOf(BANNER_NAMES, name) && isOneOf(BANNER_COLORS, color)
          ? [{ name, active, content, color }]
          : [],
      );
    },
  };
}
