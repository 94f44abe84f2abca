import {
  type GateCheckInAnswer,
  type GateCheckInBody,
  type GateDay,
  gateCheckInAnswerSchema,
  gateDaySchema,
} from "@park/domain/gate/gate-schemas.ts";
import { queryOptions } from "@tanstack/react-query";
import { officeRequest } from "../../shell/office-api.ts";

/** GET /api/office/gate/visits: today's visits that may enter (the server's today). */
async function fetchGateDay(signal?: AbortSignal): Promise<GateDay> {
  return gateDaySchema.parse(await officeRequest("/api/office/gate/visits", { signal }));
}

/**
 * The day's list as the network gives it, read afresh each time it is asked for: the copy the gate works
 * from is the one kept on the phone (gate-store.ts), which a failed read leaves as it was (decision 0029).
 */
export function gateDayQuery() {
  return queryOptions({
    queryKey: ["office", "gate", "day"] as const,
    queryFn: ({ signal }) => fetchGateDay(signal),
    staleTime: 0,
    retry: false,
  });
}

/** POST /api/office/gate/check-ins: a scan, live or from the queue (its id makes a second sending harmless). */
export async function postCheckIn(scan: GateCheckInBody): Promise<GateCheckInAnswer> {
  return gateCheckInAnswerSchema.parse(
    await officeRequest("/api/office/gate/check-ins", { method: "POST", json: scan }),
  );
}
