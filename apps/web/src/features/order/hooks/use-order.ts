import { useQuery } from "@tanstack/react-query";
import { fetchOrder } from "../api/order-api.ts";

/** While a payment is still being settled (3-D Secure, the reconciler), the page asks again this often. */
const PENDING_POLL_MS = 2000;

/** The confirmation page's order; an unknown code (404) is an answer, not worth asking again. */
export function useOrder(code: string) {
  return useQuery({
    queryKey: ["order", code],
    queryFn: () => fetchOrder(code),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === "PAYMENT_PENDING" ? PENDING_POLL_MS : false),
  });
}
