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
import { officeRequest } from "../../shell/office-api.ts";

const BASE = "/api/office/orders";

export type OrderSearch = { q: string; from: string; to: string; status: OrderStatusFilter; page: number };

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
