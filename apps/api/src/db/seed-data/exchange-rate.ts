/** Pesos per US dollar shown to visitors paying with a US card (000 §3 Currency); the staff update it. */
export type ExchangeRateRow = { currency: "USD"; value: number };

export const USD_EXCHANGE_RATE: ExchangeRateRow = { currency: "USD", value: 17.85 };
