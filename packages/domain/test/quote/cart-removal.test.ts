import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import { changeCartQuantity, removalConfirmation, removeCartItem } from "../../src/quote/cart-removal.ts";
import { newLocalQuote, type QuoteDraft } from "../../src/quote/quote-draft.ts";
import { draft, TODAY } from "./quote-fixtures.ts";

/** The outcome of a removal that changed the quote: `quote` with `changes`. */
function updated(quote: QuoteDraft, changes: Partial<QuoteDraft>) {
  return { outcome: "updated", quote: { ...quote, ...changes } };
}

const cabin = draft({
  id: "q-1",
  visit: { stayType: "CABIN", numberOfPersons: 5 },
  products: { cabins: 1, canopyPasses: 2 },
});

describe("removing lodging", () => {
  // 000 §4: "Removing lodging (after a confirmation message) sets that lodging count to 0 and changes
  // stayType to CAMPING_PASS; the visit becomes Camping + Day Pass."
  it("zeroes the count and turns the visit into Camping + Day Pass", () => {
    expect(removeCartItem(cabin, "cabin", TODAY)).toEqual(
      updated(cabin, {
        visit: { ...cabin.visit, stayType: "CAMPING_PASS" },
        products: { ...EMPTY_PRODUCTS, canopyPasses: 2 },
      }),
    );
  });
  it("gives a lodging without arrival time a day arrival", () => {
    const noTime = draft({ visit: { stayType: "TIPI", arrivalTime: null }, products: { tipis: 2 } });
    const change = removeCartItem(noTime, "tipi", TODAY);
    expect(change.quote.visit).toEqual({ ...noTime.visit, stayType: "CAMPING_PASS", arrivalTime: "DAY" });
    expect(change.quote.products).toEqual(EMPTY_PRODUCTS);
  });
  it("gives a lodging arriving at night a day arrival too, dropping the promotion that matched the night", () => {
    const night = draft({
      visit: { stayType: "CABIN", arrivalTime: "NIGHT" },
      products: { cabins: 1 },
      promotionCode: "NIGHTS27",
    });
    expect(removeCartItem(night, "cabin", TODAY)).toEqual(
      updated(night, {
        visit: { ...night.visit, stayType: "CAMPING_PASS", arrivalTime: "DAY" },
        products: EMPTY_PRODUCTS,
        promotionCode: null,
      }),
    );
  });
});

describe("removing the camping pass", () => {
  it("is refused while lodging is in the visit, with the spec's message", () => {
    const change = removeCartItem(cabin, "camping_pass", TODAY);
    expect(change).toEqual({ outcome: "refused", quote: cabin, messageKey: "camping_pass_with_lodging" });
  });
  // 000 §4: "Removing the camping pass: if stay is CAMPING_PASS, the visit becomes DAY_PASS with
  // departure equal to arrival and 0 days".
  it("turns a camping stay arriving by day into a day pass of 0 days", () => {
    const camping = draft({
      visit: { departureDate: "2027-03-13" },
      offer3x2: true,
      promotionCode: "ABCD1234",
    });
    expect(removeCartItem(camping, "camping_pass", TODAY)).toEqual(
      updated(camping, {
        visit: { ...camping.visit, stayType: "DAY_PASS", departureDate: "2027-03-10" },
        offer3x2: false,
        promotionCode: null,
      }),
    );
  });
  it("turns a camping stay arriving at night into a day pass too, arriving by day as a day pass must", () => {
    const night = draft({ visit: { arrivalTime: "NIGHT" }, products: { canopyPasses: 1 } });
    expect(removeCartItem(night, "camping_pass", TODAY)).toEqual(
      updated(night, {
        visit: { ...night.visit, stayType: "DAY_PASS", departureDate: "2027-03-10", arrivalTime: "DAY" },
      }),
    );
  });
  it("takes all the persons from another stay, which empties it", () => {
    const lodgingStayWithoutUnits = draft({ visit: { stayType: "SUPERIOR_CABIN" } });
    expect(removeCartItem(lodgingStayWithoutUnits, "camping_pass", TODAY).outcome).toBe("emptied");
  });
  it("empties a day-pass stay", () => {
    const dayPass = draft({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-10" } });
    expect(removeCartItem(dayPass, "camping_pass", TODAY).outcome).toBe("emptied");
  });
});

describe("removing the day pass", () => {
  it("empties a day-pass stay", () => {
    const dayPass = draft({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-10" } });
    expect(removeCartItem(dayPass, "day_pass", TODAY)).toEqual({
      outcome: "emptied",
      quote: newLocalQuote(TODAY),
    });
  });
  it("turns a day arrival into a night arrival otherwise", () => {
    expect(removeCartItem(cabin, "day_pass", TODAY)).toEqual({
      outcome: "updated",
      quote: { ...cabin, visit: { ...cabin.visit, arrivalTime: "NIGHT" } },
    });
  });
  it("does nothing for a night arrival, which has no day pass", () => {
    const night = draft({ visit: { arrivalTime: "NIGHT" } });
    expect(removeCartItem(night, "day_pass", TODAY)).toEqual({ outcome: "ignored", quote: night });
  });
});

describe("removing activities", () => {
  it("sets the count to 0, the ATV hours with it", () => {
    const withActivities = draft({ products: { canopyNightPasses: 3, atvs: 2, atvHours: 3 } });
    expect(removeCartItem(withActivities, "canopy_night_pass", TODAY).quote.products).toEqual({
      ...EMPTY_PRODUCTS,
      atvs: 2,
      atvHours: 3,
    });
    expect(removeCartItem(withActivities, "atv", TODAY).quote.products).toEqual({
      ...EMPTY_PRODUCTS,
      canopyNightPasses: 3,
    });
  });
});

describe("cart quantities", () => {
  it("empties the quote when a main quantity goes below 1", () => {
    for (const key of ["day_pass", "camping_pass", "cabin"] as const) {
      expect(changeCartQuantity(cabin, key, 0, TODAY)).toEqual({
        outcome: "emptied",
        quote: newLocalQuote(TODAY),
      });
    }
  });
  it("sets persons from admission lines within the limit, units from lodging lines", () => {
    expect(changeCartQuantity(cabin, "camping_pass", 4, TODAY).quote.visit.numberOfPersons).toBe(4);
    expect(changeCartQuantity(cabin, "day_pass", 9, TODAY).quote.visit.numberOfPersons).toBe(6);
    expect(changeCartQuantity(cabin, "cabin", 2, TODAY).quote.products.cabins).toBe(2);
    expect(changeCartQuantity(cabin, "cabin", 20, TODAY)).toEqual({ outcome: "ignored", quote: cabin });
  });
  it("lets activities go to 0 without emptying", () => {
    expect(changeCartQuantity(cabin, "canopy_pass", 0, TODAY)).toEqual({
      outcome: "updated",
      quote: { ...cabin, products: { ...cabin.products, canopyPasses: 0 } },
    });
  });
});

describe("removal confirmations", () => {
  it("warns that a camping stay's arrival moves after 6:00 pm", () => {
    const confirmation = removalConfirmation(draft(), "day_pass", TODAY);
    expect(confirmation).toEqual({
      messageKey: "confirm_remove_day_pass_camping",
      params: {},
      emptiesQuote: false,
    });
  });
  it("warns that the arrival of the lodging's N persons moves after 6:00 pm", () => {
    const confirmation = removalConfirmation(cabin, "day_pass", TODAY);
    expect(confirmation).toEqual({
      messageKey: "confirm_remove_day_pass_lodging",
      params: { count: 5 },
      emptiesQuote: false,
    });
  });
  it("tells that removing lodging leaves Camping + Day Pass, by day or by night, and asks plainly for anything else", () => {
    const night = { ...cabin, visit: { ...cabin.visit, arrivalTime: "NIGHT" as const } };
    for (const quote of [cabin, night]) {
      const confirmation = removalConfirmation(quote, "cabin", TODAY);
      expect(confirmation.emptiesQuote).toBe(false);
      expect(confirmation.messageKey).toBe("confirm_remove_lodging");
    }
    const other = removalConfirmation(cabin, "canopy_pass", TODAY);
    expect(other).toMatchObject({ messageKey: "confirm_remove_item", params: { item: "canopy_pass" } });
  });
  // 000 §4: "Removing the day pass: if DAY_PASS, an empty quote is created" - the visitor is told first.
  it("says when the removal leaves nothing of the quote", () => {
    const dayPass = draft({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-10" } });
    expect(removalConfirmation(dayPass, "day_pass", TODAY)).toEqual({
      messageKey: "confirm_remove_item",
      params: { item: "day_pass" },
      emptiesQuote: true,
    });
    expect(removalConfirmation(draft(), "camping_pass", TODAY).emptiesQuote).toBe(false);
    expect(removalConfirmation(cabin, "canopy_pass", TODAY).emptiesQuote).toBe(false);
  });
});
