import { describe, expect, it } from "vitest";
import { adultDeadline, adultDeadlineYear, latestAdultBirthDate } from "../../src/careers/birth-date.ts";
import { childrenAgesFor } from "../../src/careers/clean-job-application.ts";
import { durationInCompany, isEndOnOrAfterStart, workHistoryYears } from "../../src/careers/work-history.ts";

describe("durationInCompany: 'N años y M meses'", () => {
  it.each([
    [{ month: "MARCH", year: 2020 }, { month: "JULY", year: 2022 }, "2 años y 4 meses"],
    [{ month: "MARCH", year: 2020 }, { month: "MARCH", year: 2020 }, "0 años y 0 meses"],
    [{ month: "DECEMBER", year: 2020 }, { month: "JANUARY", year: 2021 }, "0 años y 1 meses"],
    [{ month: "JANUARY", year: 2010 }, { month: "DECEMBER", year: 2021 }, "11 años y 11 meses"],
    [{ month: "JULY", year: 2022 }, { month: "MARCH", year: 2022 }, ""],
  ] as const)("%j to %j -> %s", (start, end, expected) => {
    expect(durationInCompany(start, end)).toBe(expected);
    expect(isEndOnOrAfterStart(start, end)).toBe(expected !== "");
  });
});

it("year choices run from the current year back 50 years", () => {
  const years = workHistoryYears(2027);
  expect(years).toHaveLength(51);
  expect(years[0]).toBe(2027);
  expect(years.at(-1)).toBe(1977);
});

describe("the birth-date deadline: the next 10 July, 18 years back (001 §5)", () => {
  it.each([
    ["2027-03-10", "2027-07-10", 2027, "2009-07-10"],
    ["2027-07-10", "2027-07-10", 2027, "2009-07-10"],
    ["2027-07-11", "2028-07-10", 2028, "2010-07-10"],
    ["2026-11-22", "2027-07-10", 2027, "2009-07-10"],
    ["2026-12-31", "2027-07-10", 2027, "2009-07-10"],
    ["2027-01-01", "2027-07-10", 2027, "2009-07-10"],
  ])("on %s the deadline is %s (year %s), born on or before %s", (today, deadline, year, latest) => {
    expect(adultDeadline(today)).toBe(deadline);
    expect(adultDeadlineYear(today)).toBe(year);
    expect(latestAdultBirthDate(today)).toBe(latest);
  });
});

it.each([
  [3, ["", "", ""]],
  [0, []],
  [null, []],
])("children count %s resets the ages to %j", (count, expected) => {
  expect(childrenAgesFor(count)).toEqual(expected);
});
