import {
  type DateChange,
  type DateChangeOffer,
  type DateChangePaymentResult,
  dateChangeOfferSchema,
  dateChangePaymentResultSchema,
  dateChangeSchema,
  type NewDatesRequest,
} from "@park/domain/date-change/date-change-schemas.ts";
import { apiRequest } from "../../../shared/api/api-client.ts";

/** What the difference is paid with: the card's payment method first, the intent after 3-D Secure. */
export type DifferenceReference = { paymentMethodId: string } | { paymentIntentId: string };

/** The date change calls (apps/api/src/modules/ecommerce/date-change/routes.ts); all carry the visitor token. */
export const dateChangeApi = {
  async offer(quoteId: string, dates: NewDatesRequest): Promise<DateChangeOffer> {
    const answer = await apiRequest(`/api/ecommerce/quotes/${quoteId}/date-change/offer`, {
      method: "POST",
      json: dates,
      secure: true,
    });
    return dateChangeOfferSchema.parse(answer);
  },

  async start(quoteId: string, offer: DateChangeOffer): Promise<DateChange> {
    const answer = await apiRequest(`/api/ecommerce/quotes/${quoteId}/date-changes`, {
      method: "POST",
      json: {
        arrivalDate: offer.arrivalDate,
        departureDate: offer.departureDate,
        difference: offer.difference,
      },
      secure: true,
    });
    return dateChangeSchema.parse(answer);
  },

  async get(changeId: string): Promise<DateChange> {
    return dateChangeSchema.parse(
      await apiRequest(`/api/ecommerce/date-changes/${encodeURIComponent(changeId)}`, { secure: true }),
    );
  },

  /** Pays in pesos: every card may, and the park keeps one currency for a visit's differences. */
  async pay(change: DateChange, reference: DifferenceReference): Promise<DateChangePaymentResult> {
    const answer = await apiRequest(`/api/ecommerce/date-changes/${encodeURIComponent(change.id)}/payment`, {
      method: "POST",
      json: { ...reference, currency: "MXN", exchangeRate: 1, difference: change.difference },
      secure: true,
    });
    return dateChangePaymentResultSchema.parse(answer);
  },
};
