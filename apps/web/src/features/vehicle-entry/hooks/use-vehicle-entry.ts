import type { VehicleEntryDto } from "@park/domain/vehicle-entry.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchVehicleEntry, type VehicleEntryExists } from "../api/vehicle-entry-api.ts";

const entryKey = (code: string) => ["vehicle-entry", code] as const;

/** Whether the visit already has its vehicle entry (001 §4: the form shows only when none exists). */
export function useVehicleEntry(code: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: entryKey(code),
    queryFn: () => fetchVehicleEntry(code),
    // The page offers its own retry with the spec's message.
    retry: false,
  });
  return {
    query,
    /** The entry just saved replaces the form without asking the server again. */
    saved(entry: VehicleEntryDto) {
      client.setQueryData<VehicleEntryExists>(entryKey(code), { exists: true, entry });
    },
  };
}
