import { useEffect, useState } from "react";
import { type CanopyPrices, fetchCanopyPrices } from "../api/canopy-prices.ts";

/** The canopy prices once read: undefined while loading, null when they could not be read. */
export function useCanopyPrices(): CanopyPrices | null | undefined {
  const [prices, setPrices] = useState<CanopyPrices | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchCanopyPrices().then(
      (answer) => current && setPrices(answer),
      () => current && setPrices(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return prices;
}
