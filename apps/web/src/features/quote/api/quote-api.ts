import type { ArrivalTime, Language } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { capacityFullSchema } from "@park/domain/quote/capacity-full-dto.ts";
import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import type { CreateQuotePayload, UpdateQuotePayload } from "@park/domain/quote/quote-schemas.ts";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { fetchParkClock } from "../../../shared/api/park-clock.ts";

/** The quote calls of quote-contract.md; every answer is checked against its schema before use. */
export interface QuoteApi {
  create(payload: CreateQuotePayload): Promise<QuoteDto>;
  fetch(id: string): Promise<QuoteDto>;
  update(id: string, payload: UpdateQuotePayload & { language: Language }): Promise<QuoteDto>;
  capacityFull(range: { startDate: IsoDate; endDate: IsoDate; arrivalTime: ArrivalTime }): Promise<boolean>;
  saveReservations(quoteId: string, stayIds: readonly string[]): Promise<QuoteDto>;
  /** Keeps the quote's held units (and their price) for another hold period; answers the quote. */
  renewHolds(quoteId: string): Promise<QuoteDto>;
  /** The server's clock: its instant (ISO) and the park's date. */
  parkClock(): Promise<{ now: string; today: IsoDate }>;
}

export const httpQuoteApi: QuoteApi = {
  async create(payload) {
    return quoteDtoSchema.parse(
      await apiRequest("/api/ecommerce/quotes/", { method: "POST", secure: true, json: payload }),
    );
  },
  async fetch(id) {
    return quoteDtoSchema.parse(await apiRequest(`/api/ecommerce/quotes/${encodeURIComponent(id)}`));
  },
  async update(id, payload) {
    return quoteDtoSchema.parse(
      await apiRequest(`/api/ecommerce/quotes/${encodeURIComponent(id)}`, {
        method: "PUT",
        secure: true,
        json: payload,
      }),
    );
  },
  async capacityFull(range) {
    return capacityFullSchema.parse(
      await apiRequest("/api/ecommerce/capacities/full", { query: { ...range } }),
    ).capacityFull;
  },
  async saveReservations(quoteId, stayIds) {
    return quoteDtoSchema.parse(
      await apiRequest("/api/ecommerce/reservations/", {
        method: "PUT",
        secure: true,
        json: { quoteId, stayIds },
      }),
    );
  },
  async renewHolds(quoteId) {
    return quoteDtoSchema.parse(
      await apiRequest("/api/ecommerce/reservations/renew", {
        method: "POST",
        secure: true,
        json: { quoteId },
      }),
    );
  },
  parkClock: fetchParkClock,
};
