import type { Language } from "@park/domain/constants.ts";
import type { CountriesRepository, StateRecord } from "./repository.ts";
import type { Country } from "./schemas.ts";

export type CountriesService = ReturnType<typeof createCountriesService>;

function label(row: { labelEs: string; labelEn: string }, language: Language): string {
  return language === "en" ? row.labelEn : row.labelEs;
}

export function createCountriesService(deps: { repository: CountriesRepository }) {
  return {
    /** Countries of the contact form in their display order, each with its states. */
    async all(language: Language): Promise<Country[]> {
      const { countries, states } = await deps.repository.all();
      const byCountry = new Map<string, StateRecord[]>();
      for (const state of states)
        byCountry.set(state.countryCode, [...(byCountry.get(state.countryCode) ?? []), state]);
      return countries.map((country) => ({
        code: country.code,
        label: label(country, language),
        states: (byCountry.get(country.code) ?? []).map((state) => ({
          code: state.code,
          label: label(state, language),
        })),
      }));
    },
  };
}
