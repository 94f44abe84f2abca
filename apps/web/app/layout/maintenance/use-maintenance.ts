import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../src/shared/api/api-client.ts";

/** GET /api/core/maintenance answers `{ maintenance: boolean }` (checked by hand, see use-banners.ts). */
function readMaintenance(body: unknown): boolean {
  if (typeof body === "object" && body !== null && "maintenance" in body) {
    if (typeof body.maintenance === "boolean") return body.maintenance;
  }
  throw new TypeError("GET /api/core/maintenance answered an unexpected shape");
}

/** True only when the API says the site is under maintenance; while unknown the site is shown. */
export function useMaintenance(): boolean {
  const { data } = useQuery({
    queryKey: ["core", "maintenance"],
    queryFn: async ({ signal }) => readMaintenance(await apiRequest("/api/core/maintenance", { signal })),
    // Once per page load; staff switch maintenance off while visitors wait on the page, so look again
    // when they come back to it after a while (not on every focus).
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
  return data === true;
}
