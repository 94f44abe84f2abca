/** Where a slot's printable manifest opens: the guide's list for that date and schedule. */
export function manifestPath(date: string, scheduleId: number): string {
  return `/office/reports/manifest?${new URLSearchParams({ date, scheduleId: String(scheduleId) })}`;
}

/** Where a day's printable arrivals list opens. */
export function arrivalsListPath(date: string): string {
  return `/office/arrivals?${new URLSearchParams({ date })}`;
}
