import type { ArrivalTime } from "@park/domain/constants.ts";

/**
 * Persons admitted per date for each arrival time, written into admission_capacities when a database
 * is first seeded. The spec gives no figure (000 §8 only names the limit); these keep day visitors to
 * what the pools take and night arrivals to what the campground sleeps. Staff change the rows, not this.
 */
export const DEFAULT_ADMISSION_CAPACITY: Record<ArrivalTime, number> = { DAY: 1200, NIGHT: 600 };
