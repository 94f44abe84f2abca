import { type ParkClock, parkClockSchema } from "@park/domain/park-clock-dto.ts";
import { apiRequest } from "./api-client.ts";

/** The server's instant and the park's date (GET /api/core/clock). */
export async function fetchParkClock(): Promise<ParkClock> {
  return parkClockSchema.parse(await apiRequest("/api/core/clock"));
}
