import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type OrderSearch,
  orderKeys,
  orderQuery,
  orderSearchQuery,
  refundPayment,
  resendConfirmation,
} from "../api/orders-calls.ts";

export function useOrderSearch(search: OrderSearch) {
  return useQuery(orderSearchQuery(search));
}

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}

/** After a write the order (its e-mails, payments, refunds) and the searches listing it are read again. */
function useOrderWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The request id is made once per click by the caller, so a retry of the same click queues one e-mail. */
export function useResendConfirmation(id: string) {
  return useOrderWrite((requestId: string) => resendConfirmation(id, requestId));
}

/** The request id is made once per confirmed dialog, so a double click or a retry refunds once. */
export function useRefundPayment(id: string) {
  return useOrderWrite((refund: { paymentId: string; amount: number; requestId: string }) =>
    refundPayment(id, refund),
  );
}
