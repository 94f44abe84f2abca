import {
  dashboardArrivalsDtoSchema,
  dashboardDaysQuerySchema,
  dashboardOccupancyDtoSchema,
  dashboardSalesDtoSchema,
  dashboardSalesQuerySchema,
} from "@park/domain/office-dashboard/dashboard-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStore } from "../../../http/no-store.ts";
import { pickErrors, staffErrors } from "../../../http/route-schemas.ts";
import type { DashboardService } from "./service.ts";

const refusals = { ...staffErrors, ...pickErrors(400, 500) };

/**
 * The dashboard's three calls (decision 0065): arrivals and people in the park for the gate and the desk,
 * occupancy and sales for the desk; admin sees all, HR none.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.addHook("onSend", noStore);

  app.get(
    "/api/office/dashboard/arrivals",
    {
      onRequest: app.requireStaff("gate", "front_desk"),
      schema: {
        tags: ["office"],
        summary: "Arrivals against capacity, and people in the park now (gate, front desk)",
        description:
          "For each date from `from` (today by default, 8 days): visitors arriving and the persons the DAY " +
          "and NIGHT admission capacity counts, paid and held, against each limit (the figures of " +
          "GET /api/office/today); and who is in the park now: today's paid visits, those the gate " +
          "checked in, and those not past the end of their last day. Staff only: gate, front_desk or admin.",
        querystring: dashboardDaysQuerySchema,
        response: { 200: dashboardArrivalsDtoSchema, ...refusals },
      },
    },
    (request) => service.arrivals(request.query),
  );

  app.get(
    "/api/office/dashboard/occupancy",
    {
      onRequest: app.requireStaff("front_desk"),
      schema: {
        tags: ["office"],
        summary: "Lodging per night and kind, and activity places per slot (front desk)",
        description:
          "For each night from `from` (today by default, 8 nights): each kind's units sold, held (on the map " +
          "or by count), blocked and free as the sale counts them, with the 37 units' total; and each " +
          "activity slot's places sold, held and left. Staff only: front_desk or admin.",
        querystring: dashboardDaysQuerySchema,
        response: { 200: dashboardOccupancyDtoSchema, ...refusals },
      },
    },
    (request) => service.occupancy(request.query),
  );

  app.get(
    "/api/office/dashboard/sales",
    {
      onRequest: app.requireStaff("front_desk"),
      schema: {
        tags: ["office"],
        summary: "Sales per day and what waits to be paid (front desk)",
        description:
          "Each park day (America/Tijuana) of the last `days` (90 by default) up to today: orders paid, sales " +
          "in pesos (orders and date-change differences, by when the money came), the part charged in US " +
          "dollars, refunds made and the net, in centavos; their totals; and the OXXO vouchers and SPEI " +
          "transfers still waiting for their money. Staff only: front_desk or admin.",
        querystring: dashboardSalesQuerySchema,
        response: { 200: dashboardSalesDtoSchema, ...refusals },
      },
    },
    (request) => service.sales(request.query),
  );
};
