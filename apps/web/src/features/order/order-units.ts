import { LODGING_KINDS, type LodgingKind } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { quoteUnitsOf } from "../quote/quote-units.ts";

/** The lodging units sold with the visit, per kind, in the order the cart lists them; kinds without units left out. */
export function orderUnits(quote: QuoteDto): { kind: LodgingKind; units: string[] }[] {
  return LODGING_KINDS.map((kind) => ({
    kind,
    units: quoteUnitsOf(quote, kind).map((unit) => unit.number),
  })).filter((entry) => entry.units.length > 0);
}
