import type { Centavos } from "../money.ts";
import { mergeAtvRows } from "../pricing/atv-rows.ts";
import type { QuoteItem } from "../pricing/price-quote.ts";
import { reservationTotal } from "./activity-price.ts";
import { ACTIVITY_FACTS, VISIT_ACTIVITY_TYPES, type VisitActivityType } from "./activity-types.ts";

/** A booked activity as the quote's lines need it; price is what the server fixed for one place. */
export interface PricedReservation {
  type: VisitActivityType;
  quantity: number;
  /** ATV rentals only. */
  hours: number | null;
  price: Centavos;
}

/**
 * The quote's activity lines, one per activity in display order (canopy, night canopy, horseback, ATV).
 * Reservations of one activity on several dates or slots add up into one line; several ATV rows merge
 * into one (mergeAtvRows: vehicles add up, hours are their average). Each line's total is the sum of its
 * reservations, and its price total / quantity (000 §3 Item), per hour for the ATV line.
 */
export function activityLines(reservations: readonly PricedReservation[]): QuoteItem[] {
  const lines: QuoteItem[] = [];
  for (const type of VISIT_ACTIVITY_TYPES) {
    // An ATV row without hours sells nothing (the booking rules refuse it).
    const rows = reservations.filter(
      (r) => r.type === type && r.quantity > 0 && (type !== "ATV" || (r.hours ?? 0) > 0),
    );
    if (rows.length === 0) continue;
    const key = ACTIVITY_FACTS[type].itemKey;
    const totalAmount = rows.reduce(
      (sum, r) => sum + reservationTotal(type, r.quantity, r.hours, r.price),
      0,
    );
    if (type === "ATV") {
      const { atvs, atvHours } = mergeAtvRows(
        rows.map((r) => ({ quantity: r.quantity, hours: r.hours ?? 0 })),
      );
      const price = Math.round(totalAmount / (atvs * atvHours));
      lines.push({ key, quantity: atvs, price, totalAmount, hours: atvHours });
    } else {
      const quantity = rows.reduce((sum, r) => sum + r.quantity, 0);
      lines.push({ key, quantity, price: Math.round(totalAmount / quantity), totalAmount });
    }
  }
  return lines;
}
