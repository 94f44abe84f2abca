import type { EventDto } from "@park/domain/content/park-event-dto.ts";

export interface EventMonth {
  /** "2026-12" */
  month: string;
  events: EventDto[];
}

/** Events grouped by month, in the order the API gives them (soonest first). */
export function groupByMonth(events: readonly EventDto[]): EventMonth[] {
  const months: EventMonth[] = [];
  for (const event of events) {
    const month = event.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.events.push(event);
    else months.push({ month, events: [event] });
  }
  return months;
}
