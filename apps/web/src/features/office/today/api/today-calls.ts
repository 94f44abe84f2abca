import { UNIT_NIGHT_VIEW_STATES } from "@park/domain/office-today/day-overview.ts";
import { z } from "zod";
import { officeRequest } from "../../shell/office-api.ts";

const loadSchema = z.object({
  arrivingVisits: z.number(),
  arrivingPersons: z.number(),
  paidPersons: z.number(),
  heldPersons: z.number(),
  limit: z.number().nullable(),
  left: z.number().nullable(),
});

const todaySchema = z.object({
  today: z.string(),
  first: z.string(),
  last: z.string(),
  days: z.array(z.object({ date: z.string(), DAY: loadSchema, NIGHT: loadSchema })),
  units: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.string(),
      nights: z.array(
        z.object({
          night: z.string(),
          state: z.enum(UNIT_NIGHT_VIEW_STATES),
          code: z.string().nullable(),
          blockReason: z.string().nullable(),
        }),
      ),
    }),
  ),
  activities: z.array(
    z.object({
      date: z.string(),
      slots: z.array(
        z.object({
          scheduleId: z.number(),
          type: z.string(),
          startHour: z.string(),
          units: z.number(),
          sold: z.number(),
          held: z.number(),
          left: z.number(),
        }),
      ),
    }),
  ),
});

export type TodayOverview = z.infer<typeof todaySchema>;

const blockAnswerSchema = z.object({ unitId: z.number(), unitName: z.string(), nights: z.array(z.string()) });

export type TodayQuery = { from: string | undefined; nights: number };

/** GET /api/office/today: `from` (today in the park when absent) and the next `nights` days. */
export async function fetchToday(query: TodayQuery, signal?: AbortSignal): Promise<TodayOverview> {
  return todaySchema.parse(
    await officeRequest("/api/office/today", { query: { from: query.from, nights: query.nights }, signal }),
  );
}

export type BlockRequest = { unitId: number; firstNight: string; lastNight: string; reason: string };

/** POST /api/office/units/{id}/blocks: all the nights or none (409 names the taken ones). */
export async function blockUnit(request: BlockRequest) {
  const { unitId, ...body } = request;
  return blockAnswerSchema.parse(
    await officeRequest(`/api/office/units/${unitId}/blocks`, { method: "POST", json: body }),
  );
}

/** DELETE /api/office/units/{id}/blocks: frees the blocked nights of the range. */
export async function unblockUnit(request: Omit<BlockRequest, "reason">) {
  const { unitId, firstNight, lastNight } = request;
  return blockAnswerSchema.parse(
    await officeRequest(`/api/office/units/${unitId}/blocks`, {
      method: "DELETE",
      query: { firstNight, lastNight },
    }),
  );
}
