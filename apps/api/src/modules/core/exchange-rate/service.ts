import { AppError } from "../../../http/app-error.ts";
import type { ExchangeRateRepository } from "./repository.ts";

export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;

export function createExchangeRateService(deps: { repository: ExchangeRateRepository }) {
  return {
    /** Pesos per US dollar, the only foreign currency a card can be charged in (000 §1). */
    async usd(): Promise<{ value: number }> {
      const value = await deps.repository.pesosPer("USD");
      if (value === undefined) throw new AppError(404, "not_found");
      return { value };
    },
  };
}
