import type { PriceColor } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { PricedQuote, PricingError } from "@park/domain/pricing/price-quote.ts";

/** A quote priced, with each date's tariff colour, or why it can not be. */
export type QuotePricing =
  | { priced: PricedQuote; colors: { date: IsoDate; color: PriceColor }[] }
  | { failure: PricingError };
