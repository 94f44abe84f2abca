import { useQuery } from "@tanstack/react-query";
import { loadOfficeSession } from "../office-session.ts";
import { OFFICE_KEY } from "./office-queries.ts";

/**
 * Asks the server once whether the cookie opens a session (office-session.ts keeps the answer, which every
 * office call reads for its CSRF token); a failure waits for the member's retry.
 */
export function useSessionCheck(needed: boolean) {
  return useQuery({
    queryKey: [...OFFICE_KEY, "session"],
    queryFn: async () => {
      await loadOfficeSession();
      return null;
    },
    enabled: needed,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
