import type { Language } from "@park/domain/constants.ts";
import type { EventDto } from "@park/domain/content/park-event-dto.ts";
import { visitorToken } from "../../../shared/api/visitor-token.ts";
import { fetchEventPicture, fetchNextEvents } from "./events-api.ts";

/**
 * The events page shows nothing of its own until the list and the pictures are read, and React hydrates
 * only after the page's code has arrived and run: so the page's route module starts the reads as it is
 * evaluated, before hydrating (on a phone, hydration's time sooner), and each picture as soon as the list
 * is in instead of when its card has rendered. The pictures are secure calls, so the visitor token is asked
 * for beside the list, not after it. The reading code (API client, schemas) is among this page's modules,
 * fetched with them rather than after them; no other page loads it.
 */
let early: { language: Language; events: Promise<EventDto[]> } | null = null;
const pictures = new Map<number, Promise<string>>();

/** Called by the route module on the events page, before hydration, in the language of its address. */
export function startEarlyEventReads(language: Language): void {
  const events = fetchNextEvents(language);
  // A first visitor has no token yet; its failure is the picture reads' to meet (and retry).
  visitorToken().catch(() => undefined);
  events.then((list) => list.forEach((event) => void eventPicture(event.id).catch(() => undefined)));
  // Failures are the hook's to show, when it takes the read.
  events.catch(() => undefined);
  early = { language, events };
}

/** The list read early, once, when it is in the language now shown and this is not a retry; else a fresh read. */
export function nextEventsRead(language: Language, retry: boolean): Promise<EventDto[]> {
  const taken = !retry && early?.language === language ? early.events : null;
  early = null;
  return taken ?? fetchNextEvents(language);
}

/** An event's picture as a data URL, read once per page load (a failed read is tried again next time). */
export function eventPicture(id: number): Promise<string> {
  let read = pictures.get(id);
  if (!read) {
    read = fetchEventPicture(id);
    read.catch(() => pictures.delete(id));
    pictures.set(id, read);
  }
  return read;
}
