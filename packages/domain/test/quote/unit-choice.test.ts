import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import {
  type LodgingUnitRef,
  quoteLodging,
  unitChoiceIssues,
  unitsKeptAfterChange,
} from "../../src/quote/unit-choice.ts";

const UNITS: LodgingUnitRef[] = [
  { id: "1", name: "C1", kind: "CABIN" },
  { id: "2", name: "C2", kind: "CABIN" },
  { id: "3", name: "C3", kind: "CABIN" },
  { id: "30", name: "T1", kind: "TIPI" },
];
const twoCabins = { kind: "CABIN", count: 2 } as const;

describe("quoteLodging", () => {
  it("is the stay type's kind with its count", () => {
    expect(quoteLodging("TIPI", { ...EMPTY_PRODUCTS, tipis: 3 })).toEqual({ kind: "TIPI", count: 3 });
  });

  it("is null without lodging, or with a lodging stay of 0 units", () => {
    expect(quoteLodging("CAMPING_PASS", EMPTY_PRODUCTS)).toBeNull();
    expect(quoteLodging("CABIN", EMPTY_PRODUCTS)).toBeNull();
  });
});

describe("unitChoiceIssues", () => {
  it("accepts units of the quote's kind, up to its count, and fewer", () => {
    expect(unitChoiceIssues(["1", "3"], UNITS, twoCabins)).toEqual([]);
    expect(unitChoiceIssues(["2"], UNITS, twoCabins)).toEqual([]);
    expect(unitChoiceIssues([], UNITS, null)).toEqual([]);
  });

  it("names unknown units, units of another kind and units chosen twice", () => {
    expect(unitChoiceIssues(["99", "30", "1", "1"], UNITS, { kind: "CABIN", count: 4 })).toEqual([
      { path: "stayIds.0", message: "unknown_unit" },
      { path: "stayIds.1", message: "unit_of_other_kind" },
      { path: "stayIds.3", message: "duplicate_unit" },
    ]);
  });

  it("refuses more units than the quote pays for", () => {
    expect(unitChoiceIssues(["1", "2", "3"], UNITS, twoCabins)).toEqual([
      { path: "stayIds", message: "too_many_units_chosen" },
    ]);
  });

  it("refuses units for a quote without lodging", () => {
    expect(unitChoiceIssues(["1"], UNITS, null)).toEqual([
      { path: "stayIds", message: "no_lodging_in_quote" },
    ]);
  });
});

describe("unitsKeptAfterChange", () => {
  const chosen = [
    { id: "3", kind: "CABIN" as const },
    { id: "1", kind: "CABIN" as const },
  ];

  it("keeps the earliest chosen units when the count drops", () => {
    expect(unitsKeptAfterChange(chosen, { kind: "CABIN", count: 1 })).toEqual([chosen[0]]);
    expect(unitsKeptAfterChange(chosen, { kind: "CABIN", count: 5 })).toEqual(chosen);
  });

  it("releases every unit when the kind changes or the lodging goes", () => {
    expect(unitsKeptAfterChange(chosen, { kind: "TIPI", count: 2 })).toEqual([]);
    expect(unitsKeptAfterChange(chosen, null)).toEqual([]);
  });
});
