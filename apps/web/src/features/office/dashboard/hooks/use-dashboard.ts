import { OFFICE_KEY, useOfficeQuery } from "../../shell/hooks/office-queries.ts";
import {
  type DashboardDays,
  fetchDashboardArrivals,
  fetchDashboardOccupancy,
  fetchDashboardSales,
} from "../api/dashboard-calls.ts";

const DASHBOARD_KEY = [...OFFICE_KEY, "dashboard"] as const;

/** People in the park move by the minute: the arrivals panel reads again every minute while it is open. */
export const IN_PARK_REFRESH_MS = 60_000;

/** One query per call (decision 0065), each asked only by a role that may make it. */
export function useDashboardArrivals(enabled: boolean) {
  return useOfficeQuery([...DASHBOARD_KEY, "arrivals"], fetchDashboardArrivals, {
    enabled,
    refetchInterval: IN_PARK_REFRESH_MS,
  });
}

export function useDashboardOccupancy(enabled: boolean, days: DashboardDays = {}) {
  return useOfficeQuery(
    [...DASHBOARD_KEY, "occupancy", days],
    (signal) => fetchDashboardOccupancy(days, signal),
    { enabled },
  );
}

export function useDashboardSales(enabled: boolean) {
  return useOfficeQuery([...DASHBOARD_KEY, "sales"], fetchDashboardSales, { enabled });
}
