import type { LodgingKind } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

const NUMBER_FIELDS = {
  CABIN: "cabinNumbers",
  TIPI: "tipiNumbers",
  LAKE_VILLAGE: "lakeVillageNumbers",
  SUPERIOR_CABIN: "superiorCabinNumbers",
} as const satisfies Record<LodgingKind, keyof QuoteDto>;

/** The lodging units sold with the visit, per kind, in the order the cart lists them; kinds without units left out. */
export function orderUnits(quote: QuoteDto): { kind: LodgingKind; units: string[] }[] {
  return (Object.keys(NUMBER_FIELDS) as LodgingKind[])
    .map((kind) => ({ kind, units: quote[NUMBER_FIELDS[kind]].map((unit) => unit.number) }))
    .filter((entry) => entry.units.length > 0);
}
