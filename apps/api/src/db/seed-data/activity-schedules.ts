/** Activity kinds of a schedule (000 §3 Activity reservation). */
export const VISIT_ACTIVITY_TYPES = ["CANOPY_TOUR", "CANOPY_TOUR_NIGHT", "HORSEBACK_RIDING", "ATV"] as const;
export type VisitActivityType = (typeof VISIT_ACTIVITY_TYPES)[number];

/**
 * One daily time slot of an activity. `order` is the slot's position within its activity (1 first);
 * `units` is what one slot can sell: places for the canopy tours, horses for riding, ATVs for rental.
 */
export type ActivityScheduleRow = {
  type: VisitActivityType;
  order: number;
  startHour: string;
  units: number;
};

function hourly(
  type: VisitActivityType,
  fromHour: number,
  toHour: number,
  units: number,
): ActivityScheduleRow[] {
  return Array.from({ length: toHour - fromHour + 1 }, (_, i) => ({
    type,
    order: i + 1,
    startHour: `${String(fromHour + i).padStart(2, "0")}:00`,
    units,
  }));
}

/**
 * Extra activities start at 10 am (001 §9).
 * - Canopy tour: about 1 hour; a group of up to 12 people (one set of harnesses) leaves every hour from
 *   10:00 to 16:00, so the last group is back before the night session is prepared.
 * - Night canopy: one session at 19:30 (7:30 to 10:30 pm) for up to 30 people.
 * - Horseback: 45 to 60 minute rides every hour 10:00 to 17:00 with 10 horses.
 * - ATV: rented by the hour from a fleet of 8, 10:00 until the track closes: the hours starting at 18:00 and
 *   19:00 run only in summer, when the track closes at 8 pm instead of 6 pm (the domain's `slotRunsOn`).
 */
export const ACTIVITY_SCHEDULES: readonly ActivityScheduleRow[] = [
  ...hourly("CANOPY_TOUR", 10, 16, 12),
  { type: "CANOPY_TOUR_NIGHT", order: 1, startHour: "19:30", units: 30 },
  ...hourly("HORSEBACK_RIDING", 10, 17, 10),
  ...hourly("ATV", 10, 19, 8),
];
