/** Dates priced in the demo data and bookable with the clock pinned to CLOCK_NOW. */
export const CLOCK_NOW = "2026-11-22T10:00:00-08:00";

export const CAMPING_VISIT = {
  arrivalDate: "2026-12-07",
  departureDate: "2026-12-09",
  numberOfPersons: 2,
  arrivalTime: "NIGHT",
  stayType: "CAMPING_PASS",
};

export const CABIN_VISIT = { ...CAMPING_VISIT, stayType: "CABIN" };

/**
 * The visit of the commerce pages' Lighthouse runs: a cabin, as the fuller cart (it also shows the lodging map
 * and asks for the free units), on nights no other step books: a cabin quote holds one cabin for its nights,
 * so on CABIN_VISIT's nights the last-cabin race would not start with its 19 free cabins.
 */
export const COMMERCE_VISIT = { ...CABIN_VISIT, arrivalDate: "2026-12-21", departureDate: "2026-12-23" };

/** Runs `task` over `items`, at most `parallel` at a time, keeping the order of the results. */
export async function mapInBatches(items, parallel, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
