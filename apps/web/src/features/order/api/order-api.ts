import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import { apiRequest } from "../../../shared/api/api-client.ts";

/**
 * The order of the confirmation page: the quote with what was charged (`payment`) and the visitor's first
 * name (`contact`); no e-mail, phone or address leaves the server.
 */
export type OrderDto = QuoteDto;

/** GET /api/ecommerce/payment/quotes/code/{code}. */
export async function fetchOrder(code: string): Promise<OrderDto> {
  const answer = await apiRequest(`/api/ecommerce/payment/quotes/code/${encodeURIComponent(code)}`);
  return quoteDtoSchema.parse(answer);
}
