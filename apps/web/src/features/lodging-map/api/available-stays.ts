import type { LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { availableStaySchema } from "@park/domain/quote/lodging-units-dto.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";
import type { MapUnit } from "../unit-selection.ts";

export interface AvailabilityQuery {
  startDate: IsoDate;
  endDate: IsoDate;
  stayType: LodgingKind;
  /** Units this quote holds count as available. */
  quoteId: string | null;
}

/** GET (secure) /api/ecommerce/reservations/availables/: the kind's units in park order, each free or not. */
export async function fetchAvailableStays(
  query: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<MapUnit[]> {
  const answer = await apiRequest("/api/ecommerce/reservations/availables/", {
    secure: true,
    signal,
    query: {
      startDate: query.startDate,
      endDate: query.endDate,
      stayType: query.stayType,
      quoteId: query.quoteId ?? undefined,
    },
  });
  return z
    .array(availableStaySchema)
    .parse(answer)
    .map((stay) => ({ id: stay.staying.id, name: stay.staying.name, available: stay.available }));
}

export function availabilityQueryKey(query: AvailabilityQuery | null) {
  return ["lodging-availability", query] as const;
}

/** The availability of the quote's dates; reloads by itself when the dates or the quote change. */
export function useAvailableStays(query: AvailabilityQuery | null) {
  return useQuery({
    queryKey: availabilityQueryKey(query),
    queryFn: ({ signal }) => (query ? fetchAvailableStays(query, signal) : Promise.resolve([])),
    enabled: query !== null,
    // Units are taken by other visitors all the time: never show an old answer as current.
    staleTime: 0,
  });
}
