import { countrySchema } from "@park/domain/checkout/country-dto.ts";
import type { Language } from "@park/domain/constants.ts";
import { z } from "zod/mini";
import type { PreparedAnswer } from "../../../http/prepared-answer.ts";
import { catalogAnswer, fromCatalog } from "../snapshot/catalog-answer.ts";
import type { CatalogSnapshot } from "../snapshot/catalog-snapshot.ts";

export type CountriesService = ReturnType<typeof createCountriesService>;

function label(row: { labelEs: string; labelEn: string }, language: Language): string {
  return language === "en" ? row.labelEn : row.labelEs;
}

const countriesSchema = z.array(countrySchema);

export function createCountriesService(deps: { catalog: CatalogSnapshot }) {
  return {
    /** Countries of the contact form in their display order, each with its states. */
    all(language: Language): PreparedAnswer | Promise<PreparedAnswer> {
      return fromCatalog(deps.catalog, (catalog) =>
        catalogAnswer(
          catalog,
          `countries/${language}`,
          countriesSchema,
          () =>
            catalog.countries.map((country) => ({
              code: country.code,
              label: label(country, language),
              states: (catalog.statesOf.get(country.code) ?? []).map((state) => ({
                code: state.code,
                label: label(state, language),
              })),
            })),
          { varyAlso: ["Accept-Language"] },
        ),
      );
    },
  };
}
