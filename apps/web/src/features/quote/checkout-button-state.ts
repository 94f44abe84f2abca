import { pesosToCentavos } from "@park/domain/money.ts";
import type { CheckoutButtonState } from "@park/domain/quote/checkout-buttons.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { QuoteStoreState } from "./quote-store.ts";

/**
 * The input of the domain's buttonDisabledBy / isButtonDisabled from the store and the server quote: the
 * visit as edited, the total as the server priced it (0 while the quote is only local).
 */
export function checkoutButtonState(
  state: QuoteStoreState,
  serverQuote: QuoteDto | null,
  { unavailableStays = false }: { unavailableStays?: boolean } = {},
): CheckoutButtonState {
  const { draft } = state;
  const priced = serverQuote !== null && draft !== null && serverQuote.id === draft.id;
  return {
    quote:
      draft === null
        ? null
        : {
            visit: draft.visit,
            products: draft.products,
            totalAmount: priced ? pesosToCentavos(serverQuote.totalAmount) : 0,
          },
    unavailableReservations: priced && serverQuote.unavailableLodging.length > 0,
    capacityFull: state.capacityFull,
    unavailableStays,
    remoteActivity: state.remoteActivity || state.saving,
  };
}
