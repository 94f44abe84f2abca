import { searchPrefix } from "../../../db/search-key.ts";
import type { OriginRepository } from "./repository.ts";
import type { OriginQuery } from "./schemas.ts";

const MAX_CITY_SUGGESTIONS = 10;

export type OriginService = ReturnType<typeof createOriginService>;

export function createOriginService(deps: { repository: OriginRepository }) {
  return {
    /** Predictive city search of the contact form; an unknown country or state simply has no suggestions. */
    async citySuggestions(query: OriginQuery): Promise<string[]> {
      const prefix = searchPrefix(query.city);
      if (!prefix) return [];
      return deps.repository.citiesStartingWith(query.country, query.state, prefix, MAX_CITY_SUGGESTIONS);
    },
  };
}
