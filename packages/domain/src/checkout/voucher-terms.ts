import type { ArrivalTime } from "../constants.ts";
import { zonedDate, zonedInstant } from "../date-change/park-instant.ts";
import { addDays, type IsoDate, weekday } from "../dates.ts";
import { saleCloses } from "../quote/earliest-arrival.ts";

/** Stripe's limits on one OXXO voucher: 10.00 to 10,000.00 pesos. */
export const OXXO_MIN_CENTAVOS = 1_000;
export const OXXO_MAX_CENTAVOS = 1_000_000;
/**
 * The longest voucher the park gives. Stripe allows 1 to 7 days; a stay held for cash is a stay no one
 * else can buy, so the park holds it at most three days.
 */
export const OXXO_MAX_DAYS = 3;
/** Stripe ends a voucher's last day at 23:59 in Mexico City, whatever the park's own zone. */
export const OXXO_TIME_ZONE = "America/Mexico_City";

/** What an OXXO voucher for a visit is: its days for Stripe, when it expires, and how long the visit waits. */
export type VoucherTerms = {
  /** Stripe's `expires_after_days`. */
  expiresAfterDays: number;
  /** 23:59 Mexico City time on the voucher's last day: the visitor can pay until then. */
  expiresAt: Date;
  /**
   * The end of the next business day after expiry: Stripe confirms a voucher paid at the store the next
   * business day, so what the visit holds waits until then, and is released after.
   */
  holdUntil: Date;
};

/** 23:59 Mexico City time, `days` calendar days after its date at `now` (Stripe's rule). */
export function voucherExpiry(now: Date, days: number): Date {
  return zonedInstant(OXXO_TIME_ZONE, addDays(zonedDate(OXXO_TIME_ZONE, now), days), "23:59");
}

/** The first weekday after `date` (Mexico's bank holidays are not counted: a day more is not less). */
function nextBusinessDay(date: IsoDate): IsoDate {
  let next = addDays(date, 1);
  while (weekday(next) === 0 || weekday(next) === 6) next = addDays(next, 1);
  return next;
}

/** When Stripe has confirmed, at the latest, a voucher expiring at `expiresAt` that was paid in time. */
export function voucherSettledBy(expiresAt: Date): Date {
  return zonedInstant(OXXO_TIME_ZONE, nextBusinessDay(zonedDate(OXXO_TIME_ZONE, expiresAt)), "23:59");
}

/**
 * The voucher a visit can be paid with at `now` when its sale closes at `saleCloses` (24 hours before
 * its arrival window): the longest, up to OXXO_MAX_DAYS, whose confirmation still comes before the sale
 * closes, so a voucher paid in time is always sold. Null, and cards only, when even a one-day voucher
 * would be confirmed too late, or the amount is outside OXXO's limits.
 */
export function oxxoVoucherTerms(options: {
  now: Date;
  saleCloses: Date;
  amountCentavos: number;
}): VoucherTerms | null {
  const { now, saleCloses, amountCentavos } = options;
  if (amountCentavos < OXXO_MIN_CENTAVOS || amountCentavos > OXXO_MAX_CENTAVOS) return null;
  for (let days = OXXO_MAX_DAYS; days >= 1; days--) {
    const expiresAt = voucherExpiry(now, days);
    const holdUntil = voucherSettledBy(expiresAt);
    if (holdUntil.getTime() <= saleCloses.getTime()) return { expiresAfterDays: days, expiresAt, holdUntil };
  }
  return null;
}

/**
 * The voucher a visit could be paid with at `now`: its arrival's sale close bounds it (24 hours before the
 * arrival window). Null without an arrival yet, and wherever `oxxoVoucherTerms` is.
 */
export function visitVoucherTerms(
  visit: { arrivalDate: IsoDate | null; arrivalTime: ArrivalTime | null },
  amountCentavos: number,
  now: Date,
): VoucherTerms | null {
  if (!visit.arrivalDate || !visit.arrivalTime) return null;
  return oxxoVoucherTerms({
    now,
    saleCloses: saleCloses(visit.arrivalDate, visit.arrivalTime),
    amountCentavos,
  });
}
