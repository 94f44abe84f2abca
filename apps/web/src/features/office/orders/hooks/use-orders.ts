import { OFFICE_KEY, useOfficeQuery, useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import {
  fetchOrder,
  type OrderSearch,
  refundPayment,
  resendConfirmation,
  searchOrders,
} from "../api/orders-calls.ts";

/** The orders' keys: every search and every order under ORDERS_KEY. */
const ORDERS_KEY = [...OFFICE_KEY, "orders"] as const;

export function useOrderSearch(search: OrderSearch) {
  return useOfficeQuery([...ORDERS_KEY, "search", search], (signal) => searchOrders(search, signal));
}

export function useOrder(id: string) {
  return useOfficeQuery([...ORDERS_KEY, "order", id], (signal) => fetchOrder(id, signal));
}

/**
 * The request id is made once per click by the caller, so a retry of the same click queues one e-mail.
 * A write reads the order (its e-mails, payments, refunds) and the searches listing it again.
 */
export function useResendConfirmation(id: string) {
  return useOfficeWrite(ORDERS_KEY, (requestId: string) => resendConfirmation(id, requestId));
}

/** The request id is made once per confirmed dialog, so a double click or a retry refunds once. */
export function useRefundPayment(id: string) {
  return useOfficeWrite(ORDERS_KEY, (refund: { paymentId: string; amount: number; requestId: string }) =>
    refundPayment(id, refund),
  );
}
