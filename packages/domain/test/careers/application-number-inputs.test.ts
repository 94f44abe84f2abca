import { describe, expect, it } from "vitest";
import {
  formatSalary,
  readGradePointAverage,
  readHeight,
  readSalaryCentavos,
  readWeight,
  readWholeNumber,
} from "../../src/careers/application-number-inputs.ts";

describe("number inputs (001 §5)", () => {
  it.each([
    ["1.75", 1.75],
    ["1.75 m", 1.75],
    ["abc", null],
  ])("height %s -> %s", (typed, expected) => expect(readHeight(typed)).toBe(expected));

  it.each([
    ["72.5", 72.5],
    ["99999999", 999.99],
    ["", null],
  ])("weight %s -> %s", (typed, expected) => expect(readWeight(typed)).toBe(expected));

  it.each([
    ["95.5", 95.5],
    ["120", 100],
    ["1e5", 15],
    ["-5", 5],
    ["", null],
  ])("grade point average %s -> %s", (typed, expected) =>
    expect(readGradePointAverage(typed)).toBe(expected),
  );

  it.each([
    ["85%", 3, 85],
    ["1000", 3, 100],
    ["", 3, null],
  ])("whole number %s (max %i digits) -> %s", (typed, digits, expected) =>
    expect(readWholeNumber(typed, digits)).toBe(expected),
  );

  it.each([
    ["1500", 150_000],
    ["$1,500.50 MXN", 150_050],
    ["-20", null],
    ["abc", null],
    ["1.2.3", null],
  ])("salary %s -> %s centavos", (typed, expected) => expect(readSalaryCentavos(typed)).toBe(expected));

  it.each([
    [150_050, "$1,500.50 MXN"],
    [123_456_700, "$1,234,567.00 MXN"],
    [null, ""],
  ])("salary %s shows as %s", (centavos, expected) => expect(formatSalary(centavos)).toBe(expected));
});
