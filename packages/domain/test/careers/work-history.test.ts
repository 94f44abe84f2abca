import { describe, expect, it } from "vitest";
import { latestAdultBirthDate } from "../../src/careers/birth-date.ts";
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

it("the latest adult birth date is 10 July 18 years back", () => {
  expect(latestAdultBirthDate(2027)).toBe("2009-07-10");
});

it.each([
  [3, ["", "", ""]],
  [0, []],
  [null, []],
])("children count %s resets the ages to %j", (count, expected) => {
  expect(childrenAgesFor(count)).toEqual(expected);
});
