/** An instant at a park wall-clock time in July (Pacific daylight time, UTC-7). */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00-07:00`);

/** Early on 1 July 2027: before every date the activity tests book. */
export const EARLY = at("2027-07-01", "09:00");
