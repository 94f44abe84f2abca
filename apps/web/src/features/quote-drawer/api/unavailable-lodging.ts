import type { LodgingKind } from "@park/domain/constants.ts";
import { dateListSchema } from "@park/domain/date-list-dto.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client.ts";

export interface UnavailableLodgingQuery {
  startDate: IsoDate;
  endDate: IsoDate;
  quantity: number;
  stayType: LodgingKind;
  /** Units held by this quote count as free. */
  quoteId: string | null;
}

/** Dates on which fewer than `quantity` units of the kind are free (secure GET /api/core/rentals/unavailable). */
export function unavailableLodgingQuery(query: UnavailableLodgingQuery | null) {
  return queryOptions({
    queryKey: ["rentals-unavailable", query],
    queryFn: async (): Promise<ReadonlySet<IsoDate>> => {
      if (query === null) return new Set();
      const answer = await apiRequest("/api/core/rentals/unavailable", {
        secure: true,
        query: {
          startDate: query.startDate,
          endDate: query.endDate,
          quantity: query.quantity,
          stayType: query.stayType,
          quoteId: query.quoteId ?? undefined,
        },
      });
      return new Set(dateListSchema.parse(answer));
    },
    enabled: query !== null && query.quantity > 0,
    staleTime: 30_000,
    retry: false,
  });
}

export function useUnavailableLodgingDates(query: UnavailableLodgingQuery | null) {
  return useQuery(unavailableLodgingQuery(query));
}
