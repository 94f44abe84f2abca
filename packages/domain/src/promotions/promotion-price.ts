import type { Centavos } from "../money.ts";
import type { TariffLookup } from "../pricing/price-lookup.ts";
import { isPricingError, type PricingError, type PricingVisit, priceQuote } from "../pricing/price-quote.ts";
import { EMPTY_PRODUCTS } from "../pricing/product-counts.ts";
import type { SpecialPromotionTerms } from "../pricing/special-promotion.ts";

/** One person's admission for the visit, before and with the promotion (the promotion box, 000 §4). */
export interface PricePerPerson {
  before: Centavos;
  after: Centavos;
}

/**
 * The promotion box's "price per person before and after": one person's day pass and camping nights at
 * the calendar's prices, then at the promotion's (pricing's own rule, so the box and the total agree).
 * A promotion that does not match the visit leaves both equal.
 */
export function promotionPricePerPerson(
  promotion: SpecialPromotionTerms,
  visit: Omit<PricingVisit, "numberOfPersons">,
  tariffFor: TariffLookup,
): PricePerPerson | PricingError {
  const priced = priceQuote({
    visit: { ...visit, numberOfPersons: 1 },
    products: EMPTY_PRODUCTS,
    tariffFor,
    activityPrices: null,
    offer3x2: false,
    promotion,
  });
  if (isPricingError(priced)) return priced;
  return { before: priced.admissionPerPerson.regular, after: priced.admissionPerPerson.discounted };
}
