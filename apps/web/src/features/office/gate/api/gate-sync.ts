import type { GateCheckInAnswer } from "@park/domain/gate/gate-schemas.ts";
import { ApiError, errorMessage } from "../../../../shared/api/api-error.ts";
import type { QueuedScan } from "./gate-store.ts";

/** What the gate tells the staff after a sync, besides the count left. */
export type SyncNote =
  /** The phone let the visit in offline, but another device had checked it in earlier: that time is kept. */
  | { kind: "conflict"; code: string; checkedInAt: string }
  /** The server refused the scan for good (too old, ...): it leaves the queue with the server's words. */
  | { kind: "problem"; code: string; message: string };

export type SyncResult = {
  /** Answers of the scans the server took, in queue order. */
  answers: GateCheckInAnswer[];
  /** Ids of the scans that leave the queue: taken or refused for good. */
  done: string[];
  notes: SyncNote[];
};

/** No answer, a server failure or a lost session: the scan stays queued and is sent again later. */
function retryLater(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 429;
}

/**
 * Sends queued scans one after the other, in the order they were made, and stops at the first that must
 * be retried (the network went again): the rest wait for the next sync. A scan sent twice (its answer was
 * lost) is harmless: the server knows its id.
 */
export async function sendQueue(
  queue: readonly QueuedScan[],
  send: (scan: QueuedScan) => Promise<GateCheckInAnswer>,
): Promise<SyncResult> {
  const result: SyncResult = { answers: [], done: [], notes: [] };
  for (const scan of queue) {
    try {
      const answer = await send(scan);
      result.answers.push(answer);
      result.done.push(scan.id);
      if (answer.outcome === "ALREADY_CHECKED_IN") {
        result.notes.push({
          kind: "conflict",
          code: scan.code,
          checkedInAt: answer.visit.checkIn.checkedInAt,
        });
      }
    } catch (error) {
      if (retryLater(error)) break;
      result.done.push(scan.id);
      result.notes.push({
        kind: "problem",
        code: scan.code,
        message: errorMessage(error),
      });
    }
  }
  return result;
}
