import type { GateCheckInAnswer, GateVisit } from "@park/domain/gate/gate-schemas.ts";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../../../shared/api/api-error.ts";
import type { QueuedScan } from "./gate-store.ts";
import { sendQueue } from "./gate-sync.ts";

const visit: GateVisit = {
  code: "ABCDEFGH23",
  holder: "Ana Pérez",
  stayType: "CAMPING_PASS",
  arrivalDate: "2027-01-20",
  departureDate: "2027-01-21",
  arrivalTime: "DAY",
  numberOfPersons: 2,
  units: [],
  activities: [],
  vehiclePlate: null,
  checkIn: null,
};

const queue: QueuedScan[] = [
  { id: "1", code: "ABCDEFGH23", scannedAt: "2027-01-20T18:05:00.000Z" },
  { id: "2", code: "QWERTYUP23", scannedAt: "2027-01-20T18:06:00.000Z" },
  { id: "3", code: "ZXCVBNM234", scannedAt: "2027-01-20T18:07:00.000Z" },
];

function answer(scan: QueuedScan, outcome: GateCheckInAnswer["outcome"], checkedInAt = scan.scannedAt) {
  return { outcome, visit: { ...visit, code: scan.code, checkIn: { checkedInAt, by: "Rosa" } } };
}

describe("sending the gate's offline queue", () => {
  it("sends every scan in order and lets each leave the queue", async () => {
    const sent: string[] = [];
    const result = await sendQueue(queue, async (scan) => {
      sent.push(scan.id);
      return answer(scan, "CHECKED_IN");
    });
    expect(sent).toEqual(["1", "2", "3"]);
    expect(result.done).toEqual(["1", "2", "3"]);
    expect(result.notes).toEqual([]);
  });

  it("stops at the first scan without an answer: it and the rest stay queued, in order", async () => {
    const result = await sendQueue(queue, async (scan) => {
      if (scan.id === "2") throw new NetworkError("offline");
      return answer(scan, "CHECKED_IN");
    });
    expect(result.done).toEqual(["1"]);
  });

  it("a server failure, a lost session or too many requests are retried later, not dropped", async () => {
    for (const status of [500, 503, 401, 429]) {
      const result = await sendQueue(queue, async () => {
        throw new ApiError(status, "x", "x");
      });
      expect(result).toEqual({ answers: [], done: [], notes: [] });
    }
  });

  it("a refusal for good leaves the queue with the server's words; the rest is still sent", async () => {
    const result = await sendQueue(queue, async (scan) => {
      if (scan.id === "1") throw new ApiError(422, "gate_scan_too_old", "Este escaneo tiene más de 3 días");
      return answer(scan, "CHECKED_IN");
    });
    expect(result.done).toEqual(["1", "2", "3"]);
    expect(result.notes).toEqual([
      { kind: "problem", code: "ABCDEFGH23", message: "Este escaneo tiene más de 3 días" },
    ]);
  });

  it("a visit another device checked in earlier is noted with the time kept", async () => {
    const result = await sendQueue(queue.slice(0, 1), async (scan) =>
      answer(scan, "ALREADY_CHECKED_IN", "2027-01-20T17:58:00.000Z"),
    );
    expect(result.notes).toEqual([
      { kind: "conflict", code: "ABCDEFGH23", checkedInAt: "2027-01-20T17:58:00.000Z" },
    ]);
  });
});
