import { isVisitCode, normalizeVisitCode } from "../quote/visit-code.ts";
import type { GateCheckIn, GateVisit } from "./gate-schemas.ts";

/**
 * What the gate screen says for a code read while the phone has no network, from the day's list kept on
 * the phone and the check-ins made on it since:
 * - MAY_ENTER: on the list and not checked in: the phone records the check-in and queues it;
 * - ALREADY_CHECKED_IN: checked in before (on the list's copy or on this phone): warn with that time;
 * - NOT_ON_LIST: not a paid visit of the day as of the list's reading; offline the phone cannot tell an
 *   unknown code from an unpaid or other-day one, or from a visit bought after the list was read;
 * - NOT_A_CODE: the text read is not a visit code at all (another QR, a typo of length).
 */
export type OfflineScan =
  | { kind: "MAY_ENTER"; code: string; visit: GateVisit }
  | { kind: "ALREADY_CHECKED_IN"; code: string; visit: GateVisit; checkIn: GateCheckIn }
  | { kind: "NOT_ON_LIST"; code: string }
  | { kind: "NOT_A_CODE" };

export function offlineScan(
  read: string,
  visits: readonly GateVisit[],
  /** Check-ins made on this phone and not yet on the list's copy, by visit code. */
  localCheckIns: ReadonlyMap<string, GateCheckIn>,
): OfflineScan {
  const code = normalizeVisitCode(read);
  if (!isVisitCode(code)) return { kind: "NOT_A_CODE" };
  const visit = visits.find((v) => v.code === code);
  if (!visit) return { kind: "NOT_ON_LIST", code };
  const checkIn = earliest(visit.checkIn, localCheckIns.get(code));
  return checkIn ? { kind: "ALREADY_CHECKED_IN", code, visit, checkIn } : { kind: "MAY_ENTER", code, visit };
}

function earliest(a: GateCheckIn | null, b: GateCheckIn | undefined): GateCheckIn | undefined {
  if (!a) return b;
  if (!b) return a;
  return new Date(b.checkedInAt).getTime() < new Date(a.checkedInAt).getTime() ? b : a;
}
