import {
  type DashboardArrivalsDto,
  type DashboardOccupancyDto,
  type DashboardSalesDto,
  dashboardArrivalsDtoSchema,
  dashboardOccupancyDtoSchema,
  dashboardSalesDtoSchema,
} from "@park/domain/office-dashboard/dashboard-dto.ts";
import { officeRequest } from "../../shell/office-api.ts";

/** ?from=&nights= of the day-by-day calls: today in the park and the next 7 days when left out. */
export type DashboardDays = { from?: string; nights?: number };

/** GET /api/office/dashboard/arrivals (gate, front desk): arrivals against capacity, and who is in the park. */
export async function fetchDashboardArrivals(signal: AbortSignal): Promise<DashboardArrivalsDto> {
  return dashboardArrivalsDtoSchema.parse(await officeRequest("/api/office/dashboard/arrivals", { signal }));
}

/** GET /api/office/dashboard/occupancy (front desk): lodging per night and kind, activity places per slot. */
export async function fetchDashboardOccupancy(
  days: DashboardDays,
  signal: AbortSignal,
): Promise<DashboardOccupancyDto> {
  return dashboardOccupancyDtoSchema.parse(
    await officeRequest("/api/office/dashboard/occupancy", { query: days, signal }),
  );
}

/** GET /api/office/dashboard/sales (front desk): money per park day of the last 90 days, and what waits. */
export async function fetchDashboardSales(signal: AbortSignal): Promise<DashboardSalesDto> {
  return dashboardSalesDtoSchema.parse(await officeRequest("/api/office/dashboard/sales", { signal }));
}
