import type { Language } from "@park/domain/constants.ts";
import { currentLanguage } from "../../../shared/i18n/language.ts";
import type { ParkEvent } from "./events-api.ts";

/**
 * The events page shows nothing of its own until the list and the pictures are read, and React hydrates
 * only after the page's code has arrived and run: so the page's route module starts the reads as it is
 * evaluated, before hydrating (on a phone, hydration's time sooner), and each picture as soon as the list
 * is in instead of when its card has rendered. The reading code (API client, schemas) still loads only here.
 */
let early: { language: Language; events: Promise<ParkEvent[]> } | null = null;
const pictures = new Map<number, Promise<string>>();

const api = () => import("./events-api.ts");

/** Called by the route module on the events page, before hydration. */
export function startEarlyEventReads(): void {
  const events = api().then((reads) => reads.fetchNextEvents());
  events.then((list) => list.forEach((event) => void eventPicture(event.id).catch(() => undefined)));
  // Failures are the hook's to show, when it takes the read.
  events.catch(() => undefined);
  early = { language: currentLanguage(), events };
}

/** The list read early, once, when it is in the language now shown and this is not a retry; else a fresh read. */
export function nextEventsRead(language: Language, retry: boolean): Promise<ParkEvent[]> {
  const taken = !retry && early?.language === language ? early.events : null;
  early = null;
  return taken ?? api().then((reads) => reads.fetchNextEvents());
}

/** An event's picture as a data URL, read once per page load (a failed read is tried again next time). */
export function eventPicture(id: number): Promise<string> {
  let read = pictures.get(id);
  if (!read) {
    read = api().then((reads) => reads.fetchEventPicture(id));
    read.catch(() => pictures.delete(id));
    pictures.set(id, read);
  }
  return read;
}
