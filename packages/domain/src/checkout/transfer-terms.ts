import type { ArrivalTime } from "../constants.ts";
import { zonedDate, zonedInstant } from "../date-change/park-instant.ts";
import { addDays, type IsoDate } from "../dates.ts";
import { saleCloses } from "../quote/earliest-arrival.ts";
import { OXXO_TIME_ZONE, voucherSettledBy } from "./voucher-terms.ts";

/** Stripe's least charge in pesos (10.00 MXN), which a bank transfer's intent is bound by too. */
export const SPEI_MIN_CENTAVOS = 1_000;
/**
 * The least time a visitor gets to send a transfer. A deadline nearer than this (the sale closes soon)
 * would be one few banks' apps could meet, so the visit is offered cards (and OXXO, if it can) instead.
 */
export const SPEI_MIN_MINUTES = 120;
/** Stripe's bank-transfer days are Mexico City's, as OXXO's are. */
export const SPEI_TIME_ZONE = OXXO_TIME_ZONE;

/** What a SPEI transfer for a visit is: by when to send it, and how long the visit waits for it. */
export type TransferTerms = {
  /** The park's deadline (Stripe sets none): a transfer must arrive before it. */
  expiresAt: Date;
  /**
   * The end of the next business day after the deadline: Stripe confirms a transfer within a business
   * day, so what the visit holds waits until then, and is released after.
   */
  holdUntil: Date;
};

/** 23:59 in Mexico City on `date`. */
const endOf = (date: IsoDate) => zonedInstant(SPEI_TIME_ZONE, date, "23:59");

/**
 * The latest deadline whose confirmation still comes before the sale closes: the end of the latest day
 * whose next business day ends by `closes`. A week back always finds one (weekends are two days).
 */
function latestDeadlineBefore(closes: Date): Date {
  let date = zonedDate(SPEI_TIME_ZONE, closes);
  for (let back = 0; back < 7; back++, date = addDays(date, -1)) {
    if (voucherSettledBy(endOf(date)).getTime() <= closes.getTime()) return endOf(date);
  }
  return endOf(date);
}

/**
 * The transfer a visit can be paid with at `now` when its sale closes at `saleCloses`: the deadline is
 * the earlier of the park's window (the end of the next business day, a day and a half on average to
 * reach a bank's app) and the latest deadline whose confirmation comes before the sale closes, so a
 * transfer sent in time is always sold. Null, and no transfer, when that leaves less than
 * SPEI_MIN_MINUTES or the amount is under Stripe's least charge.
 */
export function speiTransferTerms(options: {
  now: Date;
  saleCloses: Date;
  amountCentavos: number;
}): TransferTerms | null {
  const { now, saleCloses: closes, amountCentavos } = options;
  if (amountCentavos < SPEI_MIN_CENTAVOS) return null;
  const window = voucherSettledBy(now);
  const latest = latestDeadlineBefore(closes);
  const expiresAt = window.getTime() <= latest.getTime() ? window : latest;
  if (expiresAt.getTime() - now.getTime() < SPEI_MIN_MINUTES * 60_000) return null;
  return { expiresAt, holdUntil: voucherSettledBy(expiresAt) };
}

/** The transfer a visit could be paid with at `now`, bounded by its arrival's sale close; null without an arrival. */
export function visitTransferTerms(
  visit: { arrivalDate: IsoDate | null; arrivalTime: ArrivalTime | null },
  amountCentavos: number,
  now: Date,
): TransferTerms | null {
  if (!visit.arrivalDate || !visit.arrivalTime) return null;
  return speiTransferTerms({
    now,
    saleCloses: saleCloses(visit.arrivalDate, visit.arrivalTime),
    amountCentavos,
  });
}
