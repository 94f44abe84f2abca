import { isIsoDate } from "@park/domain/dates.ts";

export type ReportRange = { from: string; to: string };

/** The first of `today`'s month to `today`: the range the reports open with. */
export function monthSoFar(today: string): ReportRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The range the address keeps (?from=&to=), so a reload or a shared link shows the same report; until
 * one was chosen, or when the address holds no dates, this month so far.
 */
export function rangeOfParams(params: URLSearchParams, today: string): ReportRange {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return isIsoDate(from) && isIsoDate(to) ? { from, to } : monthSoFar(today);
}
