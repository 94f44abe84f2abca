import { EMPTY_PRODUCTS } from "@park/domain/pricing/product-counts.ts";
import { buttonDisabledBy } from "@park/domain/quote/checkout-buttons.ts";
import { describe, expect, it } from "vitest";
import { checkoutButtonState } from "../src/features/quote/checkout-button-state.ts";
import { draftFromDto } from "../src/features/quote/draft-from-dto.ts";
import { commerceEs } from "./commerce-texts.ts";
import { quoteDto } from "./fake-quote-api.ts";

// 000 §4 Pay and Continue buttons: "Pay (drawer) is disabled when: unavailable reservations, ...
// Continue to payment (cart) is disabled when: unavailable reservations, ..."
const QUOTE = quoteDto(
  "7",
  {
    arrivalDate: "2027-03-12",
    departureDate: "2027-03-13",
    numberOfPersons: 2,
    arrivalTime: "DAY",
    stayType: "CABIN",
  },
  { ...EMPTY_PRODUCTS, cabins: 1 },
);
const inputs = { capacityFull: { DAY: false, NIGHT: false }, remoteActivity: false };
const BUTTONS = ["pay", "continue_to_payment"] as const;

describe("one unavailable-lodging rule for the drawer's Pay, the header's Pay and the cart's Continue", () => {
  it("takes the server's answer once the quote exists, whatever the screen's own check says", () => {
    const lost = {
      ...QUOTE,
      saleIssues: [
        { code: "unavailable_lodging" as const, message: commerceEs.quote.saleIssues.unavailable_lodging },
      ],
    };
    for (const button of BUTTONS) {
      const withLoss = checkoutButtonState({ ...inputs, draft: draftFromDto(lost), quote: lost }, false);
      expect(buttonDisabledBy(button, withLoss)).toContain("unavailable_reservations");
      const clean = checkoutButtonState({ ...inputs, draft: draftFromDto(QUOTE), quote: QUOTE }, true);
      expect(buttonDisabledBy(button, clean)).toEqual([]);
    }
    const heldLost = { ...QUOTE, unavailableLodging: ["CABIN" as const] };
    expect(
      checkoutButtonState({ ...inputs, draft: draftFromDto(heldLost), quote: heldLost })
        .unavailableReservations,
    ).toBe(true);
  });

  it("uses the screen's own check before the server has priced the quote", () => {
    const local = { ...draftFromDto(QUOTE), id: null };
    expect(checkoutButtonState({ ...inputs, draft: local, quote: null }, true).unavailableReservations).toBe(
      true,
    );
    expect(checkoutButtonState({ ...inputs, draft: local, quote: null }, false).unavailableReservations).toBe(
      false,
    );
  });

  it("compares the server's total as the quote gives it, with no conversion (0 while only local)", () => {
    const free = { ...QUOTE, totalAmount: 0 };
    expect(
      buttonDisabledBy(
        "continue_to_payment",
        checkoutButtonState({ ...inputs, draft: draftFromDto(free), quote: free }),
      ),
    ).toEqual(["zero_total"]);
    expect(
      checkoutButtonState({ ...inputs, draft: draftFromDto(QUOTE), quote: QUOTE }).quote?.totalAmount,
    ).toBe(QUOTE.totalAmount);
  });
});
