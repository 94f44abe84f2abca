import { datedPricesSchema } from "@park/domain/catalog.ts";
import { DELAYS_MS, type PriceColor } from "@park/domain/constants.ts";
import { dateListSchema } from "@park/domain/date-list-dto.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";

const pricedDatesSchema = z.array(datedPricesSchema);

/** The tariff colour of each priced date of the range. */
async function fetchPricedDates(
  startDate: IsoDate,
  endDate: IsoDate,
): Promise<ReadonlyMap<IsoDate, PriceColor>> {
  const answer = await apiRequest("/api/catalog/visit-prices", { query: { startDate, endDate } });
  return new Map(pricedDatesSchema.parse(answer).map((entry) => [entry.date, entry.datePrices.color]));
}

async function fetchNoPriceDates(startDate: IsoDate, endDate: IsoDate): Promise<ReadonlySet<IsoDate>> {
  const answer = await apiRequest("/api/catalog/visit-prices/no-prices", { query: { startDate, endDate } });
  return new Set(dateListSchema.parse(answer));
}

// 000 §7: price loading retries after 200 ms on failure; a load that still fails is swallowed (the
// calendar then offers no date rather than an error).
const PRICE_QUERY_OPTIONS = { retry: 2, retryDelay: DELAYS_MS.priceRetry, staleTime: 10 * 60_000 } as const;

/** Dates of the range that have a price, with their tariff colour (GET /api/catalog/visit-prices). */
export function usePricedDates(range: { startDate: IsoDate; endDate: IsoDate } | null) {
  return useQuery({
    queryKey: ["visit-prices", "dates", range?.startDate, range?.endDate],
    queryFn: () => fetchPricedDates(range?.startDate ?? "", range?.endDate ?? ""),
    enabled: range !== null,
    ...PRICE_QUERY_OPTIONS,
  });
}

/** The no-price list of the range (GET /api/catalog/visit-prices/no-prices). */
export function useNoPriceDates(range: { startDate: IsoDate; endDate: IsoDate } | null) {
  return useQuery({
    queryKey: ["visit-prices", "no-prices", range?.startDate, range?.endDate],
    queryFn: () => fetchNoPriceDates(range?.startDate ?? "", range?.endDate ?? ""),
    enabled: range !== null,
    ...PRICE_QUERY_OPTIONS,
  });
}
