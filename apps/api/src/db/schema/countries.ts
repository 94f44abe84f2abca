import { foreignKey, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { identityId, labels } from "./columns.ts";

/** Countries of the contact form, in the order they are offered. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  ...labels(),
});

export const countryStates = pgTable(
  "country_states",
  {
    countryCode: text("country_code").notNull(),
    code: text("code").notNull(),
    ...labels(),
  },
  (t) => [
    primaryKey({ name: "country_states_pk", columns: [t.countryCode, t.code] }),
    foreignKey({
      name: "country_states_country",
      columns: [t.countryCode],
      foreignColumns: [countries.code],
    }),
  ],
);

/** Cities offered by the predictive city field (000 §5), searched by prefix. */
export const citySuggestions = pgTable(
  "city_suggestions",
  {
    id: identityId(),
    countryCode: text("country_code").notNull(),
    stateCode: text("state_code").notNull(),
    name: text("name").notNull(),
    /** The name lower-cased and without accents, so "san jose" finds "San José". */
    searchKey: text("search_key").notNull(),
  },
  (t) => [
    index("city_suggestions_search").on(t.countryCode, t.stateCode, t.searchKey.op("text_pattern_ops")),
    foreignKey({
      name: "city_suggestions_state",
      columns: [t.countryCode, t.stateCode],
      foreignColumns: [countryStates.countryCode, countryStates.code],
    }),
  ],
);
