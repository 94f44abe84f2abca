import type { Language } from "@park/domain/constants.ts";
import { eventStructuredData, type ParkEventFacts } from "@park/domain/content/event-structured-data.ts";
import type { LiveStructuredData } from "./live-structured-data.ts";

/** The park's upcoming events in a language, as the events page lists them (core/events/service.ts). */
export interface UpcomingEvents {
  next(language: Language): Promise<ParkEventFacts[]>;
}

/** The language of the events page at this path (`/events`, `/en/events`), if it is that page. */
export function eventsPageLanguage(path: string): Language | undefined {
  const plain = path.replace(/\/+$/, "");
  if (plain === "/events") return "es";
  if (plain === "/en/events") return "en";
  return undefined;
}

/** The events page's upcoming events as schema.org Events, which the build cannot know (decision 0060). */
export function eventsStructuredData(events: UpcomingEvents): LiveStructuredData {
  return async (path, origin) => {
    const language = eventsPageLanguage(path);
    if (!language) return [];
    const homepage = language === "en" ? `${origin}/en` : `${origin}/`;
    return eventStructuredData(await events.next(language), homepage);
  };
}
