import { describe, expect, it } from "vitest";
import { isVacancyOpen } from "../../src/careers/vacancy-open.ts";

describe("whether a vacancy is open on a park date", () => {
  it("is open until staff close it when it has no last day", () => {
    expect(isVacancyOpen({ closedAt: null, openUntil: null }, "2026-11-22")).toBe(true);
    expect(isVacancyOpen({ closedAt: new Date("2026-11-01T00:00:00Z"), openUntil: null }, "2026-11-22")).toBe(
      false,
    );
  });

  it("is open through its last day and closed the day after", () => {
    expect(isVacancyOpen({ closedAt: null, openUntil: "2026-11-22" }, "2026-11-22")).toBe(true);
    expect(isVacancyOpen({ closedAt: null, openUntil: "2026-11-22" }, "2026-11-23")).toBe(false);
  });

  it("stays closed when staff closed it before its last day", () => {
    expect(
      isVacancyOpen({ closedAt: new Date("2026-11-20T00:00:00Z"), openUntil: "2026-12-31" }, "2026-11-22"),
    ).toBe(false);
  });
});
