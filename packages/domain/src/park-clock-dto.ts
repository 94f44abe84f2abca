import { z } from "zod/mini";

/** GET /api/core/clock: the server's "now", so the web never trusts the device clock for prices and dates. */
export const parkClockSchema = z.object({
  now: z.string().check(z.describe("Server time, ISO instant (pinned when CLOCK_NOW is set)")),
  today: z.string().check(z.describe("Today's date in the park's time zone (America/Tijuana), YYYY-MM-DD")),
});
export type ParkClock = z.infer<typeof parkClockSchema>;
