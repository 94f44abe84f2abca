import { formatAmount, round2 } from "@park/domain/money.ts";

/**
 * An amount in pesos as the cart's rows show it, "$1,234.50": the domain's formatMoney without the
 * currency code, which the cart writes once, on the total (000 §2 Summary card).
 */
export function formatPesos(pesos: number): string {
  return formatAmount(round2(pesos));
}
