import { type IsoDate, parkDate } from "@park/domain/dates.ts";
import { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client.ts";

/**
 * The park's date (GET /api/core/clock), which the server's own checks use (birth date, availability);
 * the device's date only when the park's clock cannot be reached.
 */
export async function fetchParkToday(): Promise<IsoDate> {
  try {
    return z.object({ today: z.string() }).parse(await apiRequest("/api/core/clock")).today;
  } catch {
    return parkDate(new Date());
  }
}
