import { formatMoney } from "@park/domain/money.ts";
import type { PaymentCharge } from "../payment-charge.ts";

/**
 * A total in the currency the card will be charged in (000 §3 Currency: amount / rate, 2 decimals) and,
 * for dollars, the pesos it stands for beside it: "$39.22 USD ($700.00 MXN)".
 */
export function chargedTotalText(pesos: number, charge: PaymentCharge): string {
  if (charge.currency === "MXN") return formatMoney(pesos);
  return `${formatMoney(pesos, charge.currency, charge.rate)} (${formatMoney(pesos)})`;
}

/** chargedTotalText with the pesos beside the dollars in a quieter type. */
export function ChargedTotal({ pesos, charge }: { pesos: number; charge: PaymentCharge }) {
  if (charge.currency === "MXN") return <>{formatMoney(pesos)}</>;
  return (
    <>
      {formatMoney(pesos, charge.currency, charge.rate)}{" "}
      <span className="font-normal text-stone-600">({formatMoney(pesos)})</span>
    </>
  );
}
