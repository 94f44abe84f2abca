import {
  type GateCheckInAnswer,
  type GateCheckInBody,
  type GateDay,
  gateCheckInAnswerSchema,
  gateDaySchema,
} from "@park/domain/gate/gate-schemas.ts";
import { officeRequest } from "../../shell/office-api.ts";

/** GET /api/office/gate/visits: today's visits that may enter (the server's today). */
export async function fetchGateDay(signal?: AbortSignal): Promise<GateDay> {
  return gateDaySchema.parse(await officeRequest("/api/office/gate/visits", { signal }));
}

/** POST /api/office/gate/check-ins: a scan, live or from the queue (its id makes a second sending harmless). */
export async function postCheckIn(scan: GateCheckInBody): Promise<GateCheckInAnswer> {
  return gateCheckInAnswerSchema.parse(
    await officeRequest("/api/office/gate/check-ins", { method: "POST", json: scan }),
  );
}
