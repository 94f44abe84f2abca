import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

/** The server's quote in the shape the domain's editing rules take (the visit, its counts and the 3x2). */
export function draftFromDto(dto: QuoteDto): QuoteDraft {
  const { visit, products } = dto;
  return {
    id: dto.id,
    visit: {
      stayType: visit.stayType,
      arrivalDate: visit.arrivalDate,
      departureDate: visit.departureDate,
      arrivalTime: visit.arrivalTime,
      numberOfPersons: visit.numberOfPersons,
    },
    products: { ...products },
    offer3x2: dto.offer3x2,
    promotionCode: dto.promotion?.code ?? null,
  };
}
