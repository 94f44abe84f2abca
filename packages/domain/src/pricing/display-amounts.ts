import { type Centavos, centavosToPesos, convertForDisplay } from "../money.ts";
import type { ItemKey } from "./item-keys.ts";
import type { PricedQuote } from "./price-quote.ts";

export interface DisplayCurrency {
  code: string;
  exchangeRate: number;
}

/** An amount in centavos (MXN) as shown in the visitor's currency: pesos / rate, 2 decimals. */
export function displayAmount(amount: Centavos, currency: DisplayCurrency): number {
  return convertForDisplay(centavosToPesos(amount), currency.exchangeRate);
}

export interface DisplayItem {
  key: ItemKey;
  quantity: number;
  price: number;
  totalAmount: number;
  hours?: number;
}

export interface DisplayQuote {
  currency: string;
  items: DisplayItem[];
  subtotalAmount: number;
  discountAmount: number;
  totalAmount: number;
}

/**
 * A priced quote in display money. Each figure is converted on its own, as the spec's "amount /
 * rate rounded to 2 decimals" says, so in USD the lines may not add up to the total by a cent.
 */
export function quoteForDisplay(priced: PricedQuote, currency: DisplayCurrency): DisplayQuote {
  const show = (amount: Centavos) => displayAmount(amount, currency);
  return {
    currency: currency.code,
    items: priced.items.map((item) => ({
      key: item.key,
      quantity: item.quantity,
      price: show(item.price),
      totalAmount: show(item.totalAmount),
      ...(item.hours === undefined ? {} : { hours: item.hours }),
    })),
    subtotalAmount: show(priced.subtotalAmount),
    discountAmount: show(priced.discountAmount),
    totalAmount: show(priced.totalAmount),
  };
}
