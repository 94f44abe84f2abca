import { and, asc, eq, like } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { citySuggestions } from "../../../db/schema/countries.ts";

export type OriginRepository = ReturnType<typeof createOriginRepository>;

/** LIKE treats % and _ as wildcards and \ as the escape; a typed city must match literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createOriginRepository(db: Database) {
  return {
    async citiesStartingWith(
      country: string,
      state: string,
      keyPrefix: string,
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .select({ name: citySuggestions.name })
        .from(citySuggestions)
        .where(
          and(
            eq(citySuggestions.countryCode, country),
            eq(citySuggestions.stateCode, state),
            like(citySuggestions.searchKey, `${escapeLike(keyPrefix)}%`),
          ),
        )
        .orderBy(asc(citySuggestions.searchKey), asc(citySuggestions.name))
        .limit(limit);
      return rows.map((r) => r.name);
    },
  };
}
