import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import { changeStayType } from "../../src/quote/stay-type-change.ts";
import { draft, TODAY } from "./quote-fixtures.ts";

describe("changeStayType", () => {
  it("makes a day pass leave the day it arrives", () => {
    const quote = changeStayType(draft({ visit: { departureDate: "2027-03-14" } }), "DAY_PASS", TODAY);
    expect(quote.visit).toEqual({
      stayType: "DAY_PASS",
      arrivalDate: "2027-03-10",
      departureDate: "2027-03-10",
      arrivalTime: "DAY",
      numberOfPersons: 2,
    });
  });

  it("starts from a new quote when there is none (tomorrow, 24 hours ahead), a day pass arriving in the day", () => {
    expect(changeStayType(null, "DAY_PASS", TODAY).visit).toEqual({
      stayType: "DAY_PASS",
      arrivalDate: "2027-03-11",
      departureDate: "2027-03-11",
      arrivalTime: "DAY",
      numberOfPersons: 0,
    });
    expect(changeStayType(null, "CAMPING_PASS", TODAY).visit.departureDate).toBe("2027-03-12");
  });

  it("gives arrival + 1 after a day pass", () => {
    const dayPass = draft({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-10" } });
    expect(changeStayType(dayPass, "CAMPING_PASS", TODAY).visit.departureDate).toBe("2027-03-11");
  });

  it("keeps the departure when the previous stay was not a day pass, resetting everything else", () => {
    const previous = draft({
      id: "q-7",
      visit: { departureDate: "2027-03-14" },
      products: { canopyPasses: 2, atvs: 1, atvHours: 2 },
      offer3x2: true,
      promotionCode: "SUMMER27",
    });
    expect(changeStayType(previous, "CABIN", TODAY)).toEqual({
      id: "q-7",
      visit: {
        stayType: "CABIN",
        arrivalDate: "2027-03-10",
        departureDate: "2027-03-14",
        arrivalTime: "DAY",
        numberOfPersons: 2,
      },
      products: { ...EMPTY_PRODUCTS, cabins: 1 },
      offer3x2: false,
      promotionCode: null,
    });
  });

  it("moves the departure to the next day when lodging is chosen with arrival = departure", () => {
    const sameDay = draft({ visit: { departureDate: "2027-03-10" } });
    expect(changeStayType(sameDay, "TIPI", TODAY).visit.departureDate).toBe("2027-03-11");
  });

  it("sets the chosen lodging to 1 from 0, otherwise to the units chosen, zeroing the other kinds", () => {
    const tipis = draft({ visit: { stayType: "TIPI" }, products: { tipis: 2 } });
    expect(changeStayType(tipis, "LAKE_VILLAGE", TODAY).products).toEqual({
      ...EMPTY_PRODUCTS,
      lakeVillages: 1,
    });
    expect(changeStayType(tipis, "TIPI", TODAY).products).toEqual({ ...EMPTY_PRODUCTS, tipis: 2 });
    expect(changeStayType(tipis, "TIPI", TODAY, 3).products).toEqual({ ...EMPTY_PRODUCTS, tipis: 3 });
    expect(changeStayType(tipis, "CAMPING_PASS", TODAY).products).toEqual(EMPTY_PRODUCTS);
  });

  // 000 §5: "Minimum lodging units = persons / 6 rounded up, at least 1."
  it("gives a lodging stay the units its persons need, up to the kind's inventory", () => {
    const group = draft({ visit: { numberOfPersons: 13 } });
    const cabins = changeStayType(group, "CABIN", TODAY);
    expect(cabins.products).toEqual({ ...EMPTY_PRODUCTS, cabins: 3 });
    expect(cabins.visit.numberOfPersons).toBe(13);
    expect(changeStayType(draft({ visit: { numberOfPersons: 6 } }), "TIPI", TODAY).products.tipis).toBe(1);
    const tipis = draft({ visit: { stayType: "TIPI", numberOfPersons: 13 }, products: { tipis: 3 } });
    expect(changeStayType(tipis, "TIPI", TODAY, 4).products.tipis).toBe(4);
    const crowd = changeStayType(draft({ visit: { numberOfPersons: 40 } }), "LAKE_VILLAGE", TODAY);
    expect(crowd.products.lakeVillages).toBe(5);
    expect(crowd.visit.numberOfPersons).toBe(30);
  });
});
