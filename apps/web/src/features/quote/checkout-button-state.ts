import type { ArrivalTime } from "@park/domain/constants.ts";
import type { CheckoutButtonState } from "@park/domain/quote/checkout-buttons.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { lodgingUnavailable } from "./lodging-unavailable.ts";

export interface ButtonInputs {
  draft: QuoteDraft | null;
  quote: QuoteDto | null;
  capacityFull: Record<ArrivalTime, boolean>;
  remoteActivity: boolean;
}

/**
 * The input of the domain's buttonDisabledBy / isButtonDisabled for the drawer's Pay, the header's Pay
 * and the cart's Continue: the visit as shown, the server's total (0 while the quote is only local) and
 * one unavailable-lodging rule for all three (lodging-unavailable.ts). Whatever the server says stops a
 * sale (its saleIssues) stops the buttons too.
 */
export function checkoutButtonState(
  { draft, quote, capacityFull, remoteActivity }: ButtonInputs,
  localLodgingCheck = false,
): CheckoutButtonState {
  const priced = quote !== null && draft !== null && quote.id === draft.id;
  return {
    quote:
      draft === null
        ? null
        : { visit: draft.visit, products: draft.products, totalAmount: priced ? quote.totalAmount : 0 },
    unavailableReservations: lodgingUnavailable(priced ? quote : null, localLodgingCheck),
    capacityFull,
    // Folded into unavailableReservations: the server's answer or, before it exists, the local check.
    unavailableStays: false,
    remoteActivity,
    saleIssues: priced && quote.saleIssues.length > 0,
  };
}
