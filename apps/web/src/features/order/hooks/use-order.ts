import { useQuery } from "@tanstack/react-query";
import { fetchOrder, type OrderDto } from "../api/order-api.ts";

/** While a payment is still being settled (3-D Secure, the reconciler), the page asks again this often. */
const PENDING_POLL_MS = 2000;
/** While the visit waits for its cash at OXXO: the money takes hours or a day, the page shows it arrive. */
const AWAITING_POLL_MS = 30_000;

function pollEvery(order: OrderDto | undefined): number | false {
  if (order?.status !== "PAYMENT_PENDING") return false;
  return order.awaitingPayment ? AWAITING_POLL_MS : PENDING_POLL_MS;
}

/** The confirmation page's order; an unknown code (404) is an answer, not worth asking again. */
export function useOrder(code: string) {
  return useQuery({
    queryKey: ["order", code],
    queryFn: () => fetchOrder(code),
    retry: false,
    refetchInterval: (query) => pollEvery(query.state.data),
    // Back from paying the voucher (its page in another tab), the visitor sees at once what became of it.
    refetchOnWindowFocus: (query) => (query.state.data?.awaitingPayment ? "always" : false),
  });
}
