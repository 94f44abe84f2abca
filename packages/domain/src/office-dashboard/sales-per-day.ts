import type { PaymentCurrency } from "../checkout/charge-amount.ts";
import { eachDate, type IsoDate, parkDate } from "../dates.ts";

/**
 * Money that came in during one hour (UTC), in one currency: the sales (paid orders, and the
 * differences of applied date changes) the database summed per hour. The park's offset from UTC is whole
 * hours, so every hour lies in one park day, whichever side of a change of clocks.
 */
export type HourOfSales = {
  hour: Date;
  currency: PaymentCurrency;
  /** Orders paid (a date change's difference is money, not an order). */
  orders: number;
  /** In pesos (centavos), as each sale counted it. */
  centavos: number;
  /** In the currency charged, its smallest unit. */
  charged: number;
};

/** Money that went back: a refund recorded as made, in centavos of the sale it came from. */
export type MadeRefundAt = { at: Date; currency: PaymentCurrency; centavos: number };

export type SalesDay = {
  date: IsoDate;
  orders: number;
  /** Sales in pesos (centavos), whatever the currency charged. */
  salesCentavos: number;
  /** The part of salesCentavos charged in dollars, and those dollars (cents). */
  usdSalesCentavos: number;
  usdCents: number;
  /** usdSalesCentavos over salesCentavos, 0 to 1; null on a day without sales. */
  usdShare: number | null;
  refundedCentavos: number;
  /** Sales less refunds. */
  netCentavos: number;
};

export type SalesTotals = Omit<SalesDay, "date">;

/** The share of the pesos paid in dollars, to four decimals (a hundredth of a percent); null without sales. */
export function usdShare(usdCentavos: number, allCentavos: number): number | null {
  if (allCentavos <= 0) return null;
  return Math.round((usdCentavos / allCentavos) * 10_000) / 10_000;
}

function withDerived(sums: Omit<SalesTotals, "usdShare" | "netCentavos">): SalesTotals {
  return {
    ...sums,
    usdShare: usdShare(sums.usdSalesCentavos, sums.salesCentavos),
    netCentavos: sums.salesCentavos - sums.refundedCentavos,
  };
}

const NOTHING = { orders: 0, salesCentavos: 0, usdSalesCentavos: 0, usdCents: 0, refundedCentavos: 0 };

/**
 * Sales and refunds of every park day from `first` to `last`, each hour and refund on the day the park's
 * clock showed then (America/Tijuana), days without money included as zeros.
 */
export function salesPerDay(
  hours: readonly HourOfSales[],
  refunds: readonly MadeRefundAt[],
  first: IsoDate,
  last: IsoDate,
): SalesDay[] {
  const sums = new Map(eachDate(first, last).map((date) => [date, { ...NOTHING }]));
  for (const hour of hours) {
    const sum = sums.get(parkDate(hour.hour));
    if (!sum) continue;
    sum.orders += hour.orders;
    sum.salesCentavos += hour.centavos;
    if (hour.currency === "USD") {
      sum.usdSalesCentavos += hour.centavos;
      sum.usdCents += hour.charged;
    }
  }
  for (const refund of refunds) {
    const sum = sums.get(parkDate(refund.at));
    if (sum) sum.refundedCentavos += refund.centavos;
  }
  return [...sums].map(([date, sum]) => ({ date, ...withDerived(sum) }));
}

/** The days' sums, with the share of the whole range. */
export function salesTotals(days: readonly SalesDay[]): SalesTotals {
  const sum = { ...NOTHING };
  for (const d of days) {
    sum.orders += d.orders;
    sum.salesCentavos += d.salesCentavos;
    sum.usdSalesCentavos += d.usdSalesCentavos;
    sum.usdCents += d.usdCents;
    sum.refundedCentavos += d.refundedCentavos;
  }
  return withDerived(sum);
}
