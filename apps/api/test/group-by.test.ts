import { describe, expect, it } from "vitest";
import { groupBy } from "../src/infra/group-by.ts";

describe("groupBy", () => {
  it("keeps each group in the items' order and maps the values", () => {
    const rows = [
      { quote: "a", unit: "C1" },
      { quote: "b", unit: "C2" },
      { quote: "a", unit: "C3" },
    ];
    expect(groupBy(rows, (row) => row.quote)).toEqual(
      new Map([
        ["a", [rows[0], rows[2]]],
        ["b", [rows[1]]],
      ]),
    );
    expect(
      groupBy(
        rows,
        (row) => row.quote,
        (row) => row.unit,
      ),
    ).toEqual(
      new Map([
        ["a", ["C1", "C3"]],
        ["b", ["C2"]],
      ]),
    );
  });

  it("leaves out the items without a key", () => {
    const rows = [
      { quote: null, unit: "T1" },
      { quote: "a", unit: "T2" },
    ];
    expect(
      groupBy(
        rows,
        (row) => row.quote,
        (row) => row.unit,
      ),
    ).toEqual(new Map([["a", ["T2"]]]));
  });
});
