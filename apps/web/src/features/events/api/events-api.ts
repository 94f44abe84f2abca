import { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client.ts";

const eventSchema = z.object({ id: z.number(), name: z.string(), date: z.string(), hour: z.string() });
export type ParkEvent = z.infer<typeof eventSchema>;

const pictureSchema = z.object({ contentType: z.literal("image/png"), base64: z.string() });

/** GET /api/core/events/next: named in the language the visitor reads now. */
export async function fetchNextEvents(): Promise<ParkEvent[]> {
  return z.array(eventSchema).parse(await apiRequest("/api/core/events/next"));
}

/** GET /api/core/events/{id}/picture (secure): a data URL ready for an <img>. */
export async function fetchEventPicture(id: number): Promise<string> {
  const picture = pictureSchema.parse(await apiRequest(`/api/core/events/${id}/picture`, { secure: true }));
  return `data:${picture.contentType};base64,${picture.base64}`;
}
