import { centavosToPesos } from "@park/domain/money.ts";
import type { PromotionQuote, SpecialPromotion } from "@park/domain/promotions/promotion-applicability.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { quoteProducts } from "../quotes/mapper.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { PromotionRecord } from "./repository.ts";

/** A stored promotion as the domain's rules read it (prices stay in centavos). */
export function specialPromotionOf(record: PromotionRecord): SpecialPromotion & { id: number; code: string } {
  return {
    id: record.id,
    code: record.code,
    startDate: record.startDate,
    endDate: record.endDate,
    arrivalTime: record.arrivalTime,
    datesValidityOnly: record.datesValidityOnly,
    pricePerDay: record.pricePerDay,
    pricePerNight: record.pricePerNight,
    maxLodgeCapacity: record.maxLodgeCapacity,
  };
}

/** The stored quote as the promotion rules read it. */
export function promotionQuoteOf(record: QuoteRecord): PromotionQuote {
  return {
    stayType: record.stayType,
    arrivalDate: record.arrivalDate,
    departureDate: record.departureDate,
    arrivalTime: record.arrivalTime,
    numberOfPersons: record.numberOfPersons,
    products: quoteProducts(record),
    offer3x2: record.offer3x2,
  };
}

/** The quote answer's `promotion` (000 §3 Quote): the applied code and its prices per person in pesos. */
export function quotePromotionDto(
  record: Pick<PromotionRecord, "id" | "code" | "pricePerDay" | "pricePerNight">,
): NonNullable<QuoteDto["promotion"]> {
  return {
    id: String(record.id),
    code: record.code,
    pricePerDay: centavosToPesos(record.pricePerDay),
    pricePerNight: centavosToPesos(record.pricePerNight),
  };
}
