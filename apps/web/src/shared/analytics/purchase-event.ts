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

/** The visits whose purchase this browser has told the analytics, so a page seen again never counts twice. */
const SENT_KEY = "park.purchase.sent";

function sentCodes(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SENT_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((code) => typeof code === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The purchase of a visit paid in cash: counted when its money has arrived (the order page sees it paid),
 * once per browser however often the page is opened after. A card's is counted by its payment.
 */
export function pushPurchaseOnArrival(quote: QuoteDto): void {
  const sent = sentCodes();
  if (sent.includes(quote.code)) return;
  pushPurchaseEvent(quote);
  try {
    // The newest few are enough: a visitor reopens the page of a recent visit.
    localStorage.setItem(SENT_KEY, JSON.stringify([...sent, quote.code].slice(-20)));
  } catch {
    // Storage refused (private mode, full): the event may count again on a later visit to the page.
  }
}
