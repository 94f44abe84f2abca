import { useEffect, useState } from "react";
import type { CanopyPrices } from "../api/canopy-prices.ts";

/** The canopy prices once read: undefined while loading, null when they could not be read. */
export function useCanopyPrices(): CanopyPrices | null | undefined {
  const [prices, setPrices] = useState<CanopyPrices | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    // The reading code (API client, schemas) is fetched after hydration, out of the page's first load.
    import("../api/canopy-prices.ts")
      .then((api) => api.fetchCanopyPrices())
      .then(
        (answer) => current && setPrices(answer),
        () => current && setPrices(null),
      );
    return () => {
      current = false;
    };
  }, []);
  return prices;
}
