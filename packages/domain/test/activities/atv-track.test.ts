import { describe, expect, it } from "vitest";
import { atvTrackCloses, onSummerTime, slotRunsOn } from "../../src/activities/atv-track.ts";

describe("the ATV track's day (001 §9: until 8 pm in summer, 6 pm in winter)", () => {
  it("keeps summer hours while the park's clocks are on summer time", () => {
    // Tijuana's clocks go forward on 14 March 2027 and back on 7 November 2027.
    expect(onSummerTime("2027-03-13")).toBe(false);
    expect(onSummerTime("2027-03-14")).toBe(true);
    expect(onSummerTime("2027-07-10")).toBe(true);
    expect(onSummerTime("2027-11-06")).toBe(true);
    expect(onSummerTime("2027-11-07")).toBe(false);
    expect(atvTrackCloses("2026-11-22")).toBe("18:00");
    expect(atvTrackCloses("2027-07-10")).toBe("20:00");
  });

  it("runs an ATV hour only if it ends by the track's close; other activities every day", () => {
    expect(slotRunsOn("ATV", "2026-11-22", "17:00")).toBe(true);
    expect(slotRunsOn("ATV", "2026-11-22", "18:00")).toBe(false);
    expect(slotRunsOn("ATV", "2027-07-10", "19:00")).toBe(true);
    expect(slotRunsOn("ATV", "2027-07-10", "20:00")).toBe(false);
    expect(slotRunsOn("CANOPY_TOUR_NIGHT", "2026-11-22", "19:30")).toBe(true);
  });
});
