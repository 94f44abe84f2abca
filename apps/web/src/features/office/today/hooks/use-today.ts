import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BlockRequest,
  blockUnit,
  type TodayQuery,
  todayKeys,
  todayQuery,
  unblockUnit,
} from "../api/today-calls.ts";

export function useTodayOverview(query: TodayQuery) {
  return useQuery(todayQuery(query));
}

/** A block or an unblock changes the units' nights of every overview: each is read again. */
function useUnitWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todayKeys.all }),
  });
}

export function useBlockUnit() {
  return useUnitWrite((request: BlockRequest) => blockUnit(request));
}

export function useUnblockUnit() {
  return useUnitWrite((request: Omit<BlockRequest, "reason">) => unblockUnit(request));
}
