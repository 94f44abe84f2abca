import { describe, expect, it } from "vitest";
import { recordedScanTime } from "../../src/gate/scan-time.ts";

const now = new Date("2026-11-22T18:00:00.000Z");

describe("the time a scan is recorded at", () => {
  it("is the device's time when it is in the past", () => {
    expect(recordedScanTime("2026-11-22T09:30:00-08:00", now)?.toISOString()).toBe(
      "2026-11-22T17:30:00.000Z",
    );
  });

  it("is the server's time when the device's clock runs ahead", () => {
    expect(recordedScanTime("2026-11-22T18:09:00.000Z", now)).toEqual(now);
  });

  it("is refused past 3 days, accepted at exactly 3 days", () => {
    expect(recordedScanTime("2026-11-19T18:00:00.000Z", now)?.toISOString()).toBe("2026-11-19T18:00:00.000Z");
    expect(recordedScanTime("2026-11-19T17:59:59.000Z", now)).toBeUndefined();
  });
});
