import type { Language } from "@park/domain/constants.ts";
import { eventStructuredData, type ParkEventFacts } from "@park/domain/content/event-structured-data.ts";

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

/**
 * The prerendered events page with the upcoming events as schema.org Events (decision 0060), which the
 * build cannot know: at the end of the head, after every tag the app renders there, so hydration meets the
 * head it rendered (the page renders the same once it has read the events). Unchanged without events.
 */
export function eventsPageHtml(
  html: string,
  events: readonly ParkEventFacts[],
  language: Language,
  origin: string,
): string {
  if (events.length === 0) return html;
  const data = eventStructuredData(events, language === "en" ? `${origin}/en` : `${origin}/`);
  // Every "<" escaped: no event's name can end the script element.
  const script = `<script type="application/ld+json">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
  return html.replace("</head>", `${script}</head>`);
}
