import { describe, expect, it } from "vitest";
import { isFullForNights, nightsIfChosen } from "../../src/quote/full-stay-types.ts";
import { draft, TODAY } from "./quote-fixtures.ts";

describe("nightsIfChosen", () => {
  it("has no nights before a visit has dates", () => {
    expect(nightsIfChosen(null, TODAY)).toEqual([]);
  });
  it("asks every lodging kind for the nights of the visit's stay", () => {
    const nights = nightsIfChosen(
      draft({ visit: { arrivalDate: "2027-03-12", departureDate: "2027-03-14" } }),
      TODAY,
    );
    expect(nights.map((n) => n.kind)).toEqual(["CABIN", "TIPI", "LAKE_VILLAGE", "SUPERIOR_CABIN"]);
    for (const { nights: each } of nights) expect(each).toEqual(["2027-03-12", "2027-03-13"]);
  });
  it("asks for the night after the arrival of a day pass, as choosing the kind would", () => {
    const dayPass = draft({
      visit: { stayType: "DAY_PASS", arrivalDate: "2027-03-12", departureDate: "2027-03-12" },
    });
    expect(nightsIfChosen(dayPass, TODAY)[0]?.nights).toEqual(["2027-03-12"]);
  });
});

describe("isFullForNights", () => {
  it("is full when one night of the stay has no free unit, and not for other nights", () => {
    const full = new Set(["2027-03-13"]);
    expect(isFullForNights(["2027-03-12", "2027-03-13"], full)).toBe(true);
    expect(isFullForNights(["2027-03-11", "2027-03-12"], full)).toBe(false);
    expect(isFullForNights([], full)).toBe(false);
  });
});
