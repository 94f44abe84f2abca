import type { Language } from "@park/domain/constants.ts";
import type { EventDto, EventPicture } from "@park/domain/content/park-event-dto.ts";
import { type Clock, parkDate } from "@park/domain/dates.ts";
import { AppError } from "../../../http/app-error.ts";
import type { EventsRepository } from "./repository.ts";

export type EventsService = ReturnType<typeof createEventsService>;

/** The park's upcoming events (001 §2 Events page): today's and later, soonest first. */
export function createEventsService(deps: { repository: EventsRepository; clock: Clock }) {
  const { repository, clock } = deps;
  return {
    async next(language: Language): Promise<EventDto[]> {
      const rows = await repository.fromDate(parkDate(clock()));
      return rows.map((row) => ({
        id: row.id,
        name: language === "en" ? row.nameEn : row.nameEs,
        date: row.date,
        hour: row.hour,
      }));
    },

    /** 404 not_found for an unknown or past event: its picture is no longer shown anywhere. */
    async picture(id: number): Promise<EventPicture> {
      const picture = await repository.upcomingPicture(id, parkDate(clock()));
      if (!picture) throw new AppError(404, "not_found");
      return { contentType: "image/png", base64: Buffer.from(picture).toString("base64") };
    },
  };
}
