import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

/** The purchase analytics event of 000 §4 Payment: the total always in MXN, whatever the card paid in. */
interface PurchaseEvent {
  event: "purchase";
  ecommerce: {
    transaction_id: string;
    value: number;
    currency: "MXN";
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

export function pushPurchaseEvent(quote: QuoteDto): void {
  const entry: PurchaseEvent = {
    event: "purchase",
    ecommerce: {
      transaction_id: quote.code,
      value: quote.totalAmount,
      currency: "MXN",
      items: quote.items.map((item) => ({
        item_id: item.product.key,
        item_name: item.name,
        price: item.price,
        quantity: item.quantity,
      })),
    },
  };
  // The tag manager's queue (app/layout/analytics/data-layer.ts); it may load after us.
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
