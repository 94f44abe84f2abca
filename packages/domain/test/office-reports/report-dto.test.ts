import { describe, expect, it } from "vitest";
import { reportRangeQuerySchema } from "../../src/office-reports/report-dto.ts";

const issues = (query: object) =>
  reportRangeQuerySchema.safeParse(query).error?.issues.map((i) => [i.path.join("."), i.message]);

describe("reportRangeQuerySchema", () => {
  it("takes a range of up to 366 days, both ends included", () => {
    expect(reportRangeQuerySchema.safeParse({ from: "2026-01-01", to: "2026-01-01" }).success).toBe(true);
    expect(
      reportRangeQuerySchema.safeParse({ from: "2027-01-01", to: "2027-12-31", lang: "en" }).success,
    ).toBe(true);
    expect(reportRangeQuerySchema.safeParse({ from: "2028-01-01", to: "2028-12-31" }).success).toBe(true);
  });

  it("refuses a reversed range, one longer than that, and a date that does not exist", () => {
    expect(issues({ from: "2026-02-02", to: "2026-02-01" })).toEqual([["to", "reversed_range"]]);
    expect(issues({ from: "2026-01-01", to: "2027-01-02" })).toEqual([["to", "range_too_long"]]);
    expect(issues({ from: "2026-02-30", to: "2026-03-01" })?.[0]).toEqual(["from", "invalid_date"]);
  });
});
