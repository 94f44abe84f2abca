import { asc } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { vehicleProperties } from "../../../db/schema/vehicle-properties.ts";

export type VehiclePropertyRecord = typeof vehicleProperties.$inferSelect;

export function createVehiclePropertiesRepository(db: Database) {
  return {
    all(): Promise<VehiclePropertyRecord[]> {
      return db
        .select()
        .from(vehicleProperties)
        .orderBy(asc(vehicleProperties.kind), asc(vehicleProperties.position), asc(vehicleProperties.value));
    },
  };
}
