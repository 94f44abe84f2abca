import { ACTIVITY_FACTS, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

/** The add-to-cart analytics event (000 §4 Activities): the activity's line as the quote now has it. */
interface AddToCartEvent {
  event: "add_to_cart";
  ecommerce: {
    currency: "MXN";
    value: number;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

export function pushAddToCartEvent(quote: QuoteDto, type: VisitActivityType): void {
  const line = quote.items.find((item) => item.product.key === ACTIVITY_FACTS[type].itemKey);
  const entry: AddToCartEvent = {
    event: "add_to_cart",
    ecommerce: {
      currency: "MXN",
      value: line?.totalAmount ?? 0,
      items: [
        {
          item_id: ACTIVITY_FACTS[type].itemKey,
          item_name: line?.name ?? ACTIVITY_FACTS[type].itemKey,
          price: line?.price ?? 0,
          quantity: line?.quantity ?? 0,
        },
      ],
    },
  };
  // The tag manager's queue (app/layout/analytics/data-layer.ts); it may load after us.
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
