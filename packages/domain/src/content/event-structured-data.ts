import { PARK_NAME, PARK_POSTAL_ADDRESS } from "../contact/park-contact-points.ts";
import { parkDateTime } from "../date-change/park-instant.ts";
import type { IsoDate } from "../dates.ts";

/** What an event's posting needs: its name in the page's language, and when it starts at the park. */
export interface ParkEventFacts {
  name: string;
  date: IsoDate;
  hour: string;
}

/**
 * The park's upcoming events as Google's event results describe them (schema.org Event): name, startDate
 * (with the park's offset) and location (the park's Place with its address) as required; the attendance
 * mode, status and organizer as recommended. No image: an event's picture is a call with a visitor's
 * token, which a crawler has none of. The API writes them into the events page's HTML and the page renders
 * the same once it has read them (decision 0060).
 */
export function eventStructuredData(
  events: readonly ParkEventFacts[],
  homepage: string,
): Record<string, unknown>[] {
  const location = {
    "@type": "Place",
    name: PARK_NAME,
    address: PARK_POSTAL_ADDRESS,
  };
  return events.map((event) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    startDate: parkDateTime(event.date, event.hour),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location,
    organizer: { "@type": "Organization", name: PARK_NAME, url: homepage },
  }));
}
