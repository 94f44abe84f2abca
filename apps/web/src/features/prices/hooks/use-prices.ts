import type { DatedPrices } from "@park/domain/catalog.ts";
import type { PriceColor } from "@park/domain/constants.ts";
import { useEffect, useState } from "react";
import type { CalendarData } from "../../../shared/prices-calendar/yearly-prices.ts";
import type { ActivityPeriod } from "../api/prices-api.ts";

export interface PricesData extends CalendarData {
  tariffs: Partial<Record<PriceColor, DatedPrices>>;
  /** The activity prices in force (001 §4); null when no period was found even last year. */
  activities: ActivityPeriod | null;
}

export type PricesState = { status: "loading" } | { status: "error" } | { status: "ready"; data: PricesData };

/**
 * The prices page's data, read after hydration (the code that reads it too): the prerendered page and the first client render both
 * show the loading state, and the calendar's year and "today" come from the park's clock only then.
 */
export function usePrices(): { state: PricesState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; state: PricesState } | null>(null);
  useEffect(() => {
    let current = true;
    // The reading code (API client, schemas) is fetched after hydration, out of the page's first load.
    import("../api/load-prices.ts")
      .then((module) => module.loadPrices())
      .then(
        (data) => current && setLoaded({ attempt, state: { status: "ready", data } }),
        () => current && setLoaded({ attempt, state: { status: "error" } }),
      );
    return () => {
      current = false;
    };
  }, [attempt]);
  const state: PricesState = loaded?.attempt === attempt ? loaded.state : { status: "loading" };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
