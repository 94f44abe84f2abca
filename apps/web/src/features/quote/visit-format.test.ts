import { addDays } from "@park/domain/dates.ts";
import { describe, expect, it } from "vitest";
import { formatVisitDate } from "./visit-format.ts";

describe("formatVisitDate", () => {
  it("writes every day of two years as Intl's es-MX and en-US short formats do", () => {
    const intl = {
      es: new Intl.DateTimeFormat("es-MX", {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }),
      en: new Intl.DateTimeFormat("en-US", {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }),
    };
    for (let date = "2026-01-01"; date < "2028-01-01"; date = addDays(date, 1)) {
      for (const language of ["es", "en"] as const) {
        expect(formatVisitDate(date, language), `${date} ${language}`).toBe(
          intl[language].format(new Date(`${date}T00:00:00Z`)),
        );
      }
    }
  });

  it("reads the date as a calendar date, whatever the device's zone", () => {
    expect(formatVisitDate("2026-12-12", "es")).toBe("sáb 12 de dic");
    expect(formatVisitDate("2026-12-12", "en")).toBe("Sat, Dec 12");
  });
});
