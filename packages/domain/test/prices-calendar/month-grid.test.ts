import { describe, expect, it } from "vitest";
import { monthGrid, movedDay, yearGrid } from "../../src/prices-calendar/month-grid.ts";

describe("monthGrid (weeks from Monday)", () => {
  it("lays out March 2027, which begins on a Monday, in 5 weeks", () => {
    const grid = monthGrid(2027, 3);
    expect(grid.month).toBe("2027-03");
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0]).toEqual([
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
      "2027-03-06",
      "2027-03-07",
    ]);
    expect(grid.weeks[4]).toEqual(["2027-03-29", "2027-03-30", "2027-03-31", null, null, null, null]);
  });

  it("pads a month that begins on a Sunday with six empty days (August 2027)", () => {
    const grid = monthGrid(2027, 8);
    expect(grid.weeks[0]).toEqual([null, null, null, null, null, null, "2027-08-01"]);
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[5]).toEqual(["2027-08-30", "2027-08-31", null, null, null, null, null]);
  });

  it("counts 29 days in February of a leap year and 28 otherwise", () => {
    const days = (year: number) => monthGrid(year, 2).weeks.flat().filter(Boolean).length;
    expect(days(2028)).toBe(29);
    expect(days(2027)).toBe(28);
  });

  it("gives the twelve months of a year with every day once", () => {
    const year = yearGrid(2026);
    expect(year.map((m) => m.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
    expect(year.flatMap((m) => m.weeks.flat()).filter(Boolean)).toHaveLength(365);
  });
});

describe("movedDay (calendar keys)", () => {
  it("moves a day with left and right and a week with up and down", () => {
    expect(movedDay("2027-03-01", "ArrowLeft")).toBe("2027-02-28");
    expect(movedDay("2027-03-01", "ArrowRight")).toBe("2027-03-02");
    expect(movedDay("2027-03-01", "ArrowUp")).toBe("2027-02-22");
    expect(movedDay("2027-03-01", "ArrowDown")).toBe("2027-03-08");
  });

  it("stays inside the year and ignores other keys", () => {
    expect(movedDay("2027-01-01", "ArrowLeft")).toBe("2027-01-01");
    expect(movedDay("2027-12-29", "ArrowDown")).toBe("2027-12-29");
    expect(movedDay("2027-05-05", "Enter")).toBeNull();
  });
});
