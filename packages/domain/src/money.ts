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

/**
 * "1,234.50": comma thousands, 2 decimals, as Intl.NumberFormat("en-US") writes it, without Intl. A page's
 * first Intl formatter starts the browser's ICU (tens of milliseconds, 80-200 ms at a phone's 4x), and money is
 * what the commerce pages format first. Like ICU, it rounds the number's shortest decimal form (0.015, not the
 * binary 0.01499...) half away from zero.
 */
function twoDecimals(amount: number): string {
  // No amount of the park's reaches 1e21, where numbers are written with exponents.
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) return String(amount);
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  const written = Math.abs(amount).toString();
  // Under 1e-6 the shortest form has an exponent: such an amount is 0.00.
  const [whole = "0", decimals = ""] = written.includes("e") ? ["0", ""] : written.split(".");
  let centavos = BigInt(whole + decimals.slice(0, 2).padEnd(2, "0"));
  if ((decimals[2] ?? "0") >= "5") centavos += 1n;
  const digits = centavos.toString().padStart(3, "0");
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}.${digits.slice(-2)}`;
}

/** "$1,234.50": the shop's symbol, comma thousands, 2 decimals, without a currency code. */
export function formatAmount(amount: number): string {
  return `$${twoDecimals(amount)}`;
}

/** "$1,234.50 MXN": the shop's symbol, comma thousands, 2 decimals, in either language. */
export function formatMoney(pesos: number, currency = "MXN", exchangeRate = 1): string {
  return `${formatAmount(convertForDisplay(pesos, exchangeRate))} ${currency}`;
}
