import { fetchParkClock } from "../../../../shared/api/park-clock.ts";
import { OFFICE_KEY, useOfficeQuery } from "./office-queries.ts";

/** Today in the park (its clock, not the device's): where a page's dates start when none was chosen. */
export function useParkToday() {
  return useOfficeQuery([...OFFICE_KEY, "park-today"], async () => (await fetchParkClock()).today);
}
