import {
  type VehicleEntry,
  type VehicleEntryDto,
  vehicleEntryDtoSchema,
  vehicleEntryExistsSchema,
  vehicleEntryProperties,
} from "@park/domain/vehicle-entry.ts";
import type { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";

export type VehicleEntryExists = z.infer<typeof vehicleEntryExistsSchema>;

/** GET /api/ecommerce/entry/exist/{code}: the visit's entry, if it has one (one entry per visit). */
export async function fetchVehicleEntry(code: string): Promise<VehicleEntryExists> {
  const answer = await apiRequest(`/api/ecommerce/entry/exist/${encodeURIComponent(code)}`);
  return vehicleEntryExistsSchema.parse(answer);
}

/** POST /api/ecommerce/entry?visitCode=: the entry as the spec sends it, a list of properties. */
export async function saveVehicleEntry(code: string, entry: VehicleEntry): Promise<VehicleEntryDto> {
  const answer = await apiRequest("/api/ecommerce/entry", {
    method: "POST",
    query: { visitCode: code },
    json: { properties: vehicleEntryProperties(entry) },
  });
  return vehicleEntryDtoSchema.parse(answer);
}
