import { z } from "zod/mini";

/** GET /api/core/exchange-rate: pesos per US dollar, shown to visitors paying with a card from the USA. */
export const exchangeRateSchema = z.object({ value: z.number().check(z.positive()) });
