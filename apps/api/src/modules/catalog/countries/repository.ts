import { asc } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { countries, countryStates } from "../../../db/schema/countries.ts";

export type CountryRecord = typeof countries.$inferSelect;
export type StateRecord = typeof countryStates.$inferSelect;

export function createCountriesRepository(db: Database) {
  return {
    async all(): Promise<{ countries: CountryRecord[]; states: StateRecord[] }> {
      const [countryRows, stateRows] = await Promise.all([
        db.select().from(countries).orderBy(asc(countries.position), asc(countries.code)),
        db
          .select()
          .from(countryStates)
          .orderBy(asc(countryStates.countryCode), asc(countryStates.position), asc(countryStates.code)),
      ]);
      return { countries: countryRows, states: stateRows };
    },
  };
}
