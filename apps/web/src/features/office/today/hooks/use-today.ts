import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { OFFICE_KEY, useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import {
  type BlockRequest,
  blockUnit,
  fetchToday,
  type TodayQuery,
  unblockUnit,
} from "../api/today-calls.ts";

const TODAY_KEY = [...OFFICE_KEY, "today"] as const;

/**
 * The overview of a range, read as every office read is (useOfficeQuery: stale at once, a refusal shown
 * at once), except that the last one stays on screen while the next loads, so the block form keeps what
 * was typed.
 */
export function useTodayOverview(query: TodayQuery) {
  return useQuery({
    queryKey: [...TODAY_KEY, query],
    queryFn: ({ signal }) => fetchToday(query, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** A block or an unblock changes the units' nights of every overview: each is read again. */
export function useBlockUnit() {
  return useOfficeWrite(TODAY_KEY, (request: BlockRequest) => blockUnit(request));
}

export function useUnblockUnit() {
  return useOfficeWrite(TODAY_KEY, (request: Omit<BlockRequest, "reason">) => unblockUnit(request));
}
