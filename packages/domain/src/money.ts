/** Money is integer centavos everywhere inside; pesos appear only at the edges. */
export type Centavos = number;

export function pesosToCentavos(pesos: number): Centavos {
  return Math.round(pesos * 100);
}

export function centavosToPesos(amount: Centavos): number {
  return amount / 100;
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Amount in pesos shown in another currency: amount / rate, 2 decimals (000 §3 Currency). */
export function convertForDisplay(pesos: number, exchangeRate: number): number {
  if (!(exchangeRate > 0)) throw new RangeError("exchange rate must be positive");
  return round2(pesos / exchangeRate);
}

// toLocaleString with options builds a new formatter on every call; a cart or calendar shows dozens of prices.
const TWO_DECIMALS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50": the shop's symbol, comma thousands, 2 decimals, without a currency code. */
export function formatAmount(amount: number): string {
  return `$${TWO_DECIMALS.format(amount)}`;
}

/** "$1,234.50 MXN": the shop's symbol, comma thousands, 2 decimals, in either language. */
export function formatMoney(pesos: number, currency = "MXN", exchangeRate = 1): string {
  return `${formatAmount(convertForDisplay(pesos, exchangeRate))} ${currency}`;
}
