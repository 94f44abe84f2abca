import type { BannersRepository } from "./repository.ts";
import type { Banner } from "./schemas.ts";

export type BannersService = ReturnType<typeof createBannersService>;

export function createBannersService(deps: { repository: BannersRepository }) {
  return {
    /** Both banners, active or not: the web picks the one of the visitor's language. */
    async all(): Promise<Banner[]> {
      const records = await deps.repository.all();
      return records.map(({ name, active, content, color }) => ({ name, active, content, color }));
    },
  };
}
