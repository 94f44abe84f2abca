import { describe, expect, it } from "vitest";
import { activityUpdateErrorMessageKey } from "../../src/activities/activity-messages.ts";
import {
  ACTIVITY_FACTS,
  activityName,
  activityOfItem,
  sortByActivityOrder,
  VISIT_ACTIVITY_TYPES,
} from "../../src/activities/activity-types.ts";

describe("activity facts", () => {
  it("orders the activities as the spec shows them: canopy, night canopy, horseback, ATV", () => {
    const rows = [
      { type: "ATV" as const },
      { type: "HORSEBACK_RIDING" as const },
      { type: "CANOPY_TOUR" as const },
    ];
    expect(sortByActivityOrder(rows).map((r) => r.type)).toEqual(["CANOPY_TOUR", "HORSEBACK_RIDING", "ATV"]);
    expect(VISIT_ACTIVITY_TYPES.map((type) => ACTIVITY_FACTS[type].itemKey)).toEqual([
      "canopy_pass",
      "canopy_night_pass",
      "horseback_riding_pass",
      "atv",
    ]);
  });

  it("keeps the counter limits of 000 §5: 99, horseback 12, night canopy 50", () => {
    expect(VISIT_ACTIVITY_TYPES.map((type) => ACTIVITY_FACTS[type].maxQuantity)).toEqual([99, 50, 12, 99]);
  });

  it("prices per person except the ATV, per vehicle and hour; only the canopy picks its slot", () => {
    expect(VISIT_ACTIVITY_TYPES.filter((type) => ACTIVITY_FACTS[type].pricing === "PER_ATV_HOUR")).toEqual([
      "ATV",
    ]);
    expect(VISIT_ACTIVITY_TYPES.filter((type) => ACTIVITY_FACTS[type].autoPicksFirstSlot)).toEqual([
      "CANOPY_TOUR",
    ]);
  });

  it("names an activity in both languages and finds it from its quote line", () => {
    expect(activityName("HORSEBACK_RIDING", "es")).toBe("Paseo a caballo");
    expect(activityName("ATV", "en")).toBe("ATV rental");
    expect(activityOfItem("canopy_night_pass")).toBe("CANOPY_TOUR_NIGHT");
    expect(activityOfItem("cabin")).toBeUndefined();
  });

  it("maps the update errors of 000 §8 to the selector's message", () => {
    expect(activityUpdateErrorMessageKey("Hour out of range", "ATV")).toBe("hours_out_of_range");
    expect(activityUpdateErrorMessageKey("Not enough inventory", "CANOPY_TOUR")).toBe("date_not_available");
    expect(activityUpdateErrorMessageKey("Not enough inventory", "HORSEBACK_RIDING")).toBe(
      "slot_not_available",
    );
  });
});
