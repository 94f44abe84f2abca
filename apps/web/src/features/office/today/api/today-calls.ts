import {
  type TodayOverviewDto,
  todayOverviewDtoSchema,
  unitNightsChangeDtoSchema,
} from "@park/domain/office-today/today-overview-dto.ts";
import { officeRequest } from "../../shell/office-api.ts";

export type TodayQuery = { from: string | undefined; nights: number };

/** GET /api/office/today: `from` (today in the park when absent) and the next `nights` days. */
export async function fetchToday(query: TodayQuery, signal?: AbortSignal): Promise<TodayOverviewDto> {
  return todayOverviewDtoSchema.parse(
    await officeRequest("/api/office/today", { query: { from: query.from, nights: query.nights }, signal }),
  );
}

export type BlockRequest = { unitId: number; firstNight: string; lastNight: string; reason: string };

/** POST /api/office/units/{id}/blocks: all the nights or none (409 names the taken ones). */
export async function blockUnit(request: BlockRequest) {
  const { unitId, ...body } = request;
  return unitNightsChangeDtoSchema.parse(
    await officeRequest(`/api/office/units/${unitId}/blocks`, { method: "POST", json: body }),
  );
}

/** DELETE /api/office/units/{id}/blocks: frees the blocked nights of the range. */
export async function unblockUnit(request: Omit<BlockRequest, "reason">) {
  const { unitId, firstNight, lastNight } = request;
  return unitNightsChangeDtoSchema.parse(
    await officeRequest(`/api/office/units/${unitId}/blocks`, {
      method: "DELETE",
      query: { firstNight, lastNight },
    }),
  );
}
