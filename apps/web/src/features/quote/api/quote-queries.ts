import type { ArrivalTime } from "@park/domain/constants.ts";
import { type IsoDate, parkDate } from "@park/domain/dates.ts";
import type { QuoteVisit } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { QuoteApi } from "./quote-api.ts";

export const QUOTE_QUERY_ROOT = "quote";

/** The server's quote: the only copy of it in the browser is the query cache under this key. */
export function quoteQueryKey(id: string | null) {
  return [QUOTE_QUERY_ROOT, id] as const;
}

export function quoteQuery(api: QuoteApi, id: string) {
  return queryOptions<QuoteDto>({
    queryKey: quoteQueryKey(id),
    queryFn: () => api.fetch(id),
    // Every write answers the quote and is put in the cache; no background refetch is needed.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The park's clock as the page knows it: its date, and how far the server's clock is ahead of the device's. */
export interface ParkClock {
  today: IsoDate;
  offsetMs: number;
}

/**
 * The park's clock (GET /api/core/clock), read once and kept as an offset so "now" moves on with the
 * device's clock; the device's own clock only when the park's cannot be reached.
 */
export function parkClockQuery(api: QuoteApi) {
  return queryOptions<ParkClock>({
    queryKey: ["park-clock"],
    queryFn: async () => {
      try {
        const clock = await api.parkClock();
        return { today: clock.today, offsetMs: Date.parse(clock.now) - Date.now() };
      } catch {
        return { today: parkDate(new Date()), offsetMs: 0 };
      }
    },
    staleTime: 60_000,
  });
}

/** The server's "now" (the 24 hours ahead of 000 §9 are counted from it, decision 0005). */
export function parkNow(clock: ParkClock): Date {
  return new Date(Date.now() + clock.offsetMs);
}

export function useParkClock(api: QuoteApi): ParkClock | null {
  return useQuery(parkClockQuery(api)).data ?? null;
}

const NO_CAPACITY_ISSUE: Record<ArrivalTime, boolean> = { DAY: false, NIGHT: false };

/**
 * Capacity-full flags of the visit's dates per arrival time (000 §4 Capacity), asked whenever the dates
 * change. Unknown capacity does not block the visitor: the server refuses a sale beyond it anyway.
 */
export function useCapacityFull(
  api: QuoteApi,
  visit: Pick<QuoteVisit, "arrivalDate" | "departureDate"> | null,
): { capacityFull: Record<ArrivalTime, boolean>; checking: boolean } {
  const startDate = visit?.arrivalDate ?? "";
  // A missing or reversed departure checks the arrival date alone.
  const endDate =
    visit?.departureDate != null && visit.departureDate >= startDate ? visit.departureDate : startDate;
  const results = useQueries({
    queries: (["DAY", "NIGHT"] as const).map((arrivalTime) => ({
      queryKey: ["capacity-full", startDate, endDate, arrivalTime],
      queryFn: () => api.capacityFull({ startDate, endDate, arrivalTime }),
      enabled: visit !== null,
      staleTime: 30_000,
      retry: false,
    })),
  });
  const [day, night] = results;
  if (visit === null) return { capacityFull: NO_CAPACITY_ISSUE, checking: false };
  return {
    capacityFull: { DAY: day?.data === true, NIGHT: night?.data === true },
    checking: results.some((result) => result.isFetching),
  };
}
