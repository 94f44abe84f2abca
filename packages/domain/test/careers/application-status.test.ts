import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUS_TRANSITIONS,
  APPLICATION_STATUSES,
  canMoveApplication,
} from "../../src/careers/application-status.ts";

describe("application status transitions", () => {
  // The whole table, row by row: from -> the statuses it may move to.
  const allowed: Record<string, string[]> = {
    NEW: ["REVIEWED", "INTERVIEW", "REJECTED"],
    REVIEWED: ["INTERVIEW", "REJECTED"],
    INTERVIEW: ["HIRED", "REJECTED"],
    HIRED: [],
    REJECTED: ["REVIEWED"],
  };

  for (const from of APPLICATION_STATUSES) {
    for (const to of APPLICATION_STATUSES) {
      const expected = allowed[from]!.includes(to);
      it(`${from} -> ${to} is ${expected ? "allowed" : "refused"}`, () => {
        expect(canMoveApplication(from, to)).toBe(expected);
      });
    }
  }

  it("never moves a status to itself and never leaves HIRED", () => {
    for (const status of APPLICATION_STATUSES) expect(canMoveApplication(status, status)).toBe(false);
    expect(APPLICATION_STATUS_TRANSITIONS.HIRED).toEqual([]);
  });

  it("reaches HIRED from NEW only through an interview", () => {
    expect(canMoveApplication("NEW", "HIRED")).toBe(false);
    expect(canMoveApplication("REVIEWED", "HIRED")).toBe(false);
    expect(canMoveApplication("INTERVIEW", "HIRED")).toBe(true);
  });
});
