import { type IsoDate, parkDate } from "@park/domain/dates.ts";
import { fetchParkClock } from "../../../shared/api/park-clock.ts";

/**
 * The park's date (GET /api/core/clock), which the server's own checks use (birth date, availability);
 * the device's date only when the park's clock cannot be reached.
 */
export async function fetchParkToday(): Promise<IsoDate> {
  try {
    return (await fetchParkClock()).today;
  } catch {
    return parkDate(new Date());
  }
}
