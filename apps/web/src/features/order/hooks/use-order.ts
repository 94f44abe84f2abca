import { useQuery } from "@tanstack/react-query";
import { fetchOrder } from "../api/order-api.ts";

/** The confirmation page's order; an unknown code (404) is an answer, not worth asking again. */
export function useOrder(code: string) {
  return useQuery({
    queryKey: ["order", code],
    queryFn: () => fetchOrder(code),
    retry: false,
  });
}
