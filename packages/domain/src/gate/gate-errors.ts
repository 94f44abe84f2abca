/**
 * Why the gate refuses a code, as error codes of the check-in call; the gate screen gives the same codes
 * when it decides offline, and each runtime words them (the API's `errors`, the web's
 * `officeCodes.gateErrors`). `dates` is the visit's arrival (too early) or departure (ended) date.
 */
export const GATE_ERROR_CODES = [
  "gate_code_unknown",
  "gate_visit_not_paid",
  "gate_visit_before_arrival",
  "gate_visit_after_departure",
  "gate_scan_too_old",
  "gate_scan_id_reused",
] as const;

export type GateErrorCode = (typeof GATE_ERROR_CODES)[number];

export function isGateErrorCode(code: string): code is GateErrorCode {
  return (GATE_ERROR_CODES as readonly string[]).includes(code);
}
