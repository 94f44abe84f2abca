import { formatMoney } from "@park/domain/money.ts";
import type { CanopyPrices } from "../api/canopy-prices.ts";

/**
 * An answer's paragraph with the park's phone and e-mail and the canopy prices filled in; a price not
 * read yet (or not readable) reads as `pending`.
 */
export function fillAnswer(
  text: string,
  values: { phone: string; email: string; canopy: CanopyPrices | null | undefined; pending: string },
): string {
  const price = (pesos: number | undefined) => (pesos === undefined ? values.pending : formatMoney(pesos));
  return text
    .replaceAll("{phone}", values.phone)
    .replaceAll("{email}", values.email)
    .replaceAll("{canopyRegular}", price(values.canopy?.regular))
    .replaceAll("{canopySpecial}", price(values.canopy?.special))
    .replaceAll("{canopyNight}", price(values.canopy?.night));
}
