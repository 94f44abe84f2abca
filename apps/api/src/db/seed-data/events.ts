import { addDays, type IsoDate, weekday } from "@park/domain/dates.ts";
import { drawEventPicture } from "./event-pictures.ts";
import type { Localized } from "./localized.ts";

/** An upcoming event (001 §3) without its id; `hour` is "HH:MM" in the park's time zone. */
export type EventRow = { name: Localized; date: IsoDate; hour: string; picture: Uint8Array };

const SATURDAY = 6;

/** The first Saturday on or after the given date. */
function saturdayFrom(date: IsoDate): IsoDate {
  return addDays(date, (SATURDAY - weekday(date) + 7) % 7);
}

/** Three upcoming Saturday events, two, five and eight weeks from today, in date order. */
export function buildEvents(today: IsoDate): EventRow[] {
  return [
    {
      name: { es: "Noche de música en vivo junto al lago", en: "Live music night by the lake" },
      date: saturdayFrom(addDays(today, 14)),
      hour: "20:00",
      picture: drawEventPicture("LAKE_CONCERT"),
    },
    {
      name: { es: "Torneo familiar de pesca", en: "Family fishing tournament" },
      date: saturdayFrom(addDays(today, 35)),
      hour: "08:00",
      picture: drawEventPicture("FISHING_MORNING"),
    },
    {
      name: { es: "Canopy nocturno bajo las estrellas", en: "Night canopy under the stars" },
      date: saturdayFrom(addDays(today, 56)),
      hour: "19:30",
      picture: drawEventPicture("NIGHT_CANOPY"),
    },
  ];
}
