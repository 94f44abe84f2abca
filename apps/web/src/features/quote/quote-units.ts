import type { LodgingKind } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

const NUMBERS_OF_KIND = {
  CABIN: "cabinNumbers",
  TIPI: "tipiNumbers",
  LAKE_VILLAGE: "lakeVillageNumbers",
  SUPERIOR_CABIN: "superiorCabinNumbers",
} as const satisfies Record<LodgingKind, keyof QuoteDto>;

/** The one kind-to-unit-numbers map of the web. The units of `kind` the quote holds, as `{ id, number }` entries (000 §3 Quote). */
export function quoteUnitsOf(quote: QuoteDto | null, kind: LodgingKind): QuoteDto["cabinNumbers"] {
  return quote ? quote[NUMBERS_OF_KIND[kind]] : [];
}

/** The held units as ids of the map's units, matched by id or, failing that, by the unit's name. */
export function heldUnitIds(
  quote: QuoteDto | null,
  kind: LodgingKind,
  units: readonly { id: string; name: string }[],
): string[] {
  return quoteUnitsOf(quote, kind).map(
    (held) => units.find((unit) => unit.id === held.id || unit.name === held.number)?.id ?? held.id,
  );
}
