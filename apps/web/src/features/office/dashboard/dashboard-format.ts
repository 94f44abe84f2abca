import type { Language } from "@park/domain/constants.ts";
import { formatAmount } from "@park/domain/money.ts";
import { formatMinor } from "@park/domain/office-orders/refund-rules.ts";

/** "$1,234.50 MXN" for 123450 centavos, as the office shows every amount. */
export function pesos(centavos: number): string {
  return formatMinor(centavos, "MXN");
}

/** "$12.50 USD" for 1250 cents. */
export function dollars(cents: number): string {
  return formatMinor(cents, "USD");
}

/** A chart's axis and tooltips in pesos: "$1,234.50". */
export function chartPesos(pesosValue: number): string {
  return formatAmount(pesosValue);
}

const shares: Record<Language, Intl.NumberFormat> = {
  es: new Intl.NumberFormat("es-MX", { style: "percent", maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }),
};

/** "12.5 %" of a share from 0 to 1; a dash without sales to share. */
export function share(value: number | null, language: Language): string {
  return value === null ? "—" : shares[language].format(value);
}

/** Numbers on a chart's axis: whole counts, in the page's language. */
export function chartCount(value: number): string {
  return Number.isInteger(value) ? String(value) : "";
}

/** The locale Chart.js formats with. */
export function chartLocale(language: Language): string {
  return language === "es" ? "es-MX" : "en-US";
}
