import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import {
  buttonDisabledBy,
  type CheckoutButtonState,
  isButtonDisabled,
} from "../../src/quote/checkout-buttons.ts";
import { draft } from "./quote-fixtures.ts";

const ready: CheckoutButtonState = {
  quote: { ...draft(), totalAmount: 160_000 },
  unavailableReservations: false,
  capacityFull: { DAY: false, NIGHT: false },
  unavailableStays: false,
  remoteActivity: false,
  saleIssues: false,
};

function withQuote(changes: Parameters<typeof draft>[0], totalAmount = 160_000): CheckoutButtonState {
  return { ...ready, quote: { ...draft(changes), totalAmount } };
}

describe("checkout buttons", () => {
  it("are all enabled for a complete, available quote", () => {
    for (const button of ["pay", "continue_to_payment", "complete_purchase"] as const) {
      expect(buttonDisabledBy(button, ready)).toEqual([]);
      expect(isButtonDisabled(button, ready)).toBe(false);
    }
  });

  it("all stop when the server reports a reason it would not sell the quote (its saleIssues)", () => {
    for (const button of ["pay", "continue_to_payment", "complete_purchase"] as const) {
      expect(buttonDisabledBy(button, { ...ready, saleIssues: true })).toEqual(["sale_issues"]);
    }
  });

  it("name every reason Pay is disabled", () => {
    expect(buttonDisabledBy("pay", { ...ready, quote: null })).toEqual(["no_quote"]);
    expect(
      buttonDisabledBy("pay", {
        ...withQuote(
          {
            visit: { stayType: "CABIN", departureDate: null, arrivalTime: null, numberOfPersons: 0 },
            products: EMPTY_PRODUCTS,
          },
          0,
        ),
        unavailableReservations: true,
        capacityFull: { DAY: true, NIGHT: false },
        unavailableStays: true,
        remoteActivity: true,
      }),
    ).toEqual([
      "unavailable_reservations",
      "capacity_full",
      "unavailable_stays",
      "remote_activity",
      "lodging_without_persons",
      "no_departure_date",
      "zero_total",
      "no_persons",
      "no_arrival_time",
      "no_lodging_count",
    ]);
  });

  it("check Continue to payment without the persons, arrival time and lodging count checks", () => {
    const state = withQuote({ visit: { arrivalTime: null, numberOfPersons: 0 } });
    expect(buttonDisabledBy("pay", state)).toEqual(["no_persons", "no_arrival_time"]);
    expect(buttonDisabledBy("continue_to_payment", state)).toEqual([]);
    expect(buttonDisabledBy("continue_to_payment", withQuote({ visit: { departureDate: null } }, 0))).toEqual(
      ["zero_total", "no_departure_date"],
    );
  });

  it("check Complete purchase like Continue but without the total and departure", () => {
    expect(buttonDisabledBy("complete_purchase", withQuote({ visit: { departureDate: null } }, 0))).toEqual(
      [],
    );
    const lodging = withQuote({ visit: { stayType: "TIPI", numberOfPersons: 0 }, products: { tipis: 1 } });
    expect(buttonDisabledBy("complete_purchase", { ...lodging, remoteActivity: true })).toEqual([
      "lodging_without_persons",
      "remote_activity",
    ]);
  });

  it("look at the capacity of the visit's arrival time (DAY for lodging without one)", () => {
    const nightFull = { ...ready, capacityFull: { DAY: false, NIGHT: true } };
    expect(isButtonDisabled("pay", nightFull)).toBe(false);
    expect(
      buttonDisabledBy("pay", {
        ...nightFull,
        quote: { ...draft({ visit: { arrivalTime: "NIGHT" } }), totalAmount: 1 },
      }),
    ).toEqual(["capacity_full"]);
    const lodgingNoTime = withQuote({
      visit: { stayType: "CABIN", arrivalTime: null },
      products: { cabins: 1 },
    });
    expect(
      buttonDisabledBy("complete_purchase", { ...lodgingNoTime, capacityFull: { DAY: true, NIGHT: false } }),
    ).toEqual(["capacity_full"]);
  });
});
