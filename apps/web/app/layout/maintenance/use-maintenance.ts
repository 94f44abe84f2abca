import { sendRequest } from "../../../src/shared/api/http.ts";
import { useShellRead } from "../../../src/shared/api/use-shell-read.ts";

/** GET /api/core/maintenance answers `{ maintenance: boolean }` (checked by hand, see use-banners.ts). */
function readMaintenance(body: unknown): boolean {
  if (typeof body === "object" && body !== null && "maintenance" in body) {
    if (typeof body.maintenance === "boolean") return body.maintenance;
  }
  throw new TypeError("GET /api/core/maintenance answered an unexpected shape");
}

async function loadMaintenance(): Promise<boolean> {
  return readMaintenance(await sendRequest("/api/core/maintenance"));
}

/** True only when the API says the site is under maintenance; while unknown the site is shown. */
export function useMaintenance(): boolean {
  const maintenance = useShellRead({
    key: "core/maintenance",
    load: loadMaintenance,
    // Once per page load; staff switch maintenance off while visitors wait on the page, so look again
    // when they come back to it after a while (not on every focus).
    staleAfterMs: 5 * 60_000,
  });
  return maintenance === true;
}
