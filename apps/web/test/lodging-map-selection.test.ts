import { describe, expect, it } from "vitest";
import {
  chosenNames,
  kindIsFull,
  lostUnits,
  type MapUnit,
  pickUnit,
  selectionChanged,
} from "../src/features/lodging-map/unit-selection.ts";

const unit = (name: string, available = true): MapUnit => ({ id: name.toLowerCase(), name, available });

describe("picking units on a lodging map", () => {
  it("appends an available unit while the selection is below the quantity", () => {
    expect(pickUnit([], unit("C1"), 2)).toEqual(["c1"]);
    expect(pickUnit(["c1"], unit("C3"), 2)).toEqual(["c1", "c3"]);
  });

  it("drops the oldest chosen unit so the selection never exceeds the quantity", () => {
    expect(pickUnit(["c1", "c3"], unit("C4"), 2)).toEqual(["c3", "c4"]);
    expect(pickUnit(["c3", "c4"], unit("C9"), 2)).toEqual(["c4", "c9"]);
    expect(pickUnit(["c1"], unit("C2"), 1)).toEqual(["c2"]);
  });

  it("ignores occupied units and lets a chosen unit go when picked again", () => {
    expect(pickUnit(["c1"], unit("C2", false), 2)).toEqual(["c1"]);
    expect(pickUnit(["c1", "c3"], unit("C1"), 2)).toEqual(["c3"]);
  });

  it("compares selections regardless of order", () => {
    expect(selectionChanged(["c3", "c4"], ["c4", "c3"])).toBe(false);
    expect(selectionChanged(["c3", "c5"], ["c3", "c4"])).toBe(true);
    expect(selectionChanged(["c3"], ["c3", "c4"])).toBe(true);
  });

  it("finds chosen units now taken, and a kind with no free unit is full", () => {
    const units = [unit("T1", false), unit("T2"), unit("T6", false)];
    expect(lostUnits(["t1", "t2"], units).map((lost) => lost.name)).toEqual(["T1"]);
    expect(kindIsFull(units)).toBe(false);
    expect(kindIsFull(units.map((each) => ({ ...each, available: false })))).toBe(true);
    expect(kindIsFull([])).toBe(false);
    expect(chosenNames(["t6", "t2"], units)).toEqual(["T2", "T6"]);
  });
});
