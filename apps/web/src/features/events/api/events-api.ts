import type { Language } from "@park/domain/constants.ts";
import { type EventDto, eventPictureSchema, eventSchema } from "@park/domain/content/park-event-dto.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";

/** GET /api/core/events/next: named in `language`. */
export async function fetchNextEvents(language: Language): Promise<EventDto[]> {
  return z
    .array(eventSchema)
    .parse(await apiRequest("/api/core/events/next", { headers: { "Accept-Language": language } }));
}

/** GET /api/core/events/{id}/picture (secure): a data URL ready for an <img>. */
export async function fetchEventPicture(id: number): Promise<string> {
  const picture = eventPictureSchema.parse(
    await apiRequest(`/api/core/events/${id}/picture`, { secure: true }),
  );
  return `data:${picture.contentType};base64,${picture.base64}`;
}
