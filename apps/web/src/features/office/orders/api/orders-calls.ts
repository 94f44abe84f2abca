import {
  type OfficeOrderDto,
  type OrderEmailDto,
  type OrderRefundDto,
  type OrderSearchResultDto,
  officeOrderDtoSchema,
  orderEmailDtoSchema,
  orderRefundDtoSchema,
  orderSearchResultDtoSchema,
} from "@park/domain/office-orders/office-order-dto.ts";
import type { OrderStatusFilter } from "@park/domain/office-orders/order-search.ts";
import { queryOptions } from "@tanstack/react-query";
import { officeRequest } from "../../shell/office-api.ts";

const BASE = "/api/office/orders";

export type OrderSearch = { q: string; from: string; to: string; status: OrderStatusFilter; page: number };

/** The orders' cache keys: every search under `searches`, each order under its id. */
export const orderKeys = {
  all: ["office", "orders"] as const,
  searches: ["office", "orders", "search"] as const,
  order: (id: string) => ["office", "orders", "order", id] as const,
};

/**
 * The office reads are not retried by themselves: a refusal (404, a lost session) is an answer, and each
 * page offers its own retry button.
 */
export function orderSearchQuery(search: OrderSearch) {
  return queryOptions({
    queryKey: [...orderKeys.searches, search],
    queryFn: ({ signal }) => searchOrders(search, signal),
    retry: false,
  });
}

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    retry: false,
  });
}

/** GET /api/office/orders with the filters set (empty ones left out). */
export async function searchOrders(search: OrderSearch, signal?: AbortSignal): Promise<OrderSearchResultDto> {
  const query = {
    q: search.q.trim() || undefined,
    from: search.from || undefined,
    to: search.to || undefined,
    status: search.status,
    page: search.page,
  };
  return orderSearchResultDtoSchema.parse(await officeRequest(BASE, { query, signal }));
}

export async function fetchOrder(id: string, signal?: AbortSignal): Promise<OfficeOrderDto> {
  return officeOrderDtoSchema.parse(await officeRequest(`${BASE}/${encodeURIComponent(id)}`, { signal }));
}

/** The request id is made once per click by the caller, so a retry of the same click queues one e-mail. */
export async function resendConfirmation(id: string, requestId: string): Promise<OrderEmailDto> {
  return orderEmailDtoSchema.parse(
    await officeRequest(`${BASE}/${encodeURIComponent(id)}/confirmation-emails`, {
      method: "POST",
      json: { requestId },
    }),
  );
}

/** The request id is made once per confirmed dialog, so a double click or a retry refunds once. */
export async function refundPayment(
  id: string,
  refund: { paymentId: string; amount: number; requestId: string },
): Promise<OrderRefundDto> {
  return orderRefundDtoSchema.parse(
    await officeRequest(`${BASE}/${encodeURIComponent(id)}/refunds`, { method: "POST", json: refund }),
  );
}
