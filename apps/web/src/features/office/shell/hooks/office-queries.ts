import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

/** Every office read's key starts here; the audit trails' keys under AUDIT_KEY. */
export const OFFICE_KEY = ["office"] as const;
export const AUDIT_KEY = [...OFFICE_KEY, "audit"] as const;

/**
 * An office read. Staff act on what they see, so a page opened again reads again (stale at once), and a
 * refusal shows at once instead of after a retry (a 401 has already sent the member to sign in).
 */
export function useOfficeQuery<T>(
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<T>,
  options: Pick<UseQueryOptions<T>, "enabled" | "placeholderData" | "refetchInterval"> = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    staleTime: 0,
    retry: false,
    ...options,
  });
}

/**
 * An office write: once it is done, the reads under `changes` and every audit trail (the write is in
 * them) are read again before the caller goes on, so the page shows what was saved.
 */
export function useOfficeWrite<Args, Result>(changes: QueryKey, write: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: changes }),
        client.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}
