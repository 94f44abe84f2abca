import { z } from "zod/mini";
import { isoDateSchema } from "../catalog.ts";
import { LODGING_KINDS } from "../constants.ts";
import { OVERVIEW_MAX_NIGHTS } from "../office-today/day-overview.ts";
import { activityDayDtoSchema, dayLoadDtoSchema } from "../office-today/today-overview-dto.ts";
import { AWAITED_METHODS } from "./awaiting-payment.ts";

/** Today and the next 7 days: what the dashboard's first page shows unless asked otherwise. */
export const DASHBOARD_DAYS = 8;
/** The sales chart's days, today included. */
export const SALES_DAYS = 90;
/** The longest sales range one call answers (a year, a leap one too). */
export const SALES_MAX_DAYS = 366;

const describe = z.describe;
const count = (text: string) => z.number().check(describe(text));
const centavos = (text: string) => z.number().check(describe(`${text}, in centavos`));

/** A number of days in a query string: whole, 1 to `max`. */
const dayCount = (max: number) =>
  z.coerce
    .number()
    .check(z.int("invalid_value"), z.minimum(1, "invalid_value"), z.maximum(max, "invalid_value"));

/** ?from=&nights= of the dashboard's day-by-day calls. */
export const dashboardDaysQuerySchema = z.object({
  from: z
    .optional(isoDateSchema)
    .check(describe("First date shown (YYYY-MM-DD); today in the park by default")),
  nights: z
    ._default(dayCount(OVERVIEW_MAX_NIGHTS), DASHBOARD_DAYS)
    .check(
      describe(
        `Days shown, 1 to ${OVERVIEW_MAX_NIGHTS}; ${DASHBOARD_DAYS} (today and the next 7) by default`,
      ),
    ),
});
export type DashboardDaysQuery = z.infer<typeof dashboardDaysQuerySchema>;

const rangeFields = {
  today: isoDateSchema,
  first: isoDateSchema,
  last: isoDateSchema,
};

export const peopleInParkDtoSchema = z
  .object({
    expectedVisits: count("Paid visits whose days include today"),
    expectedPersons: count("Their persons"),
    checkedInVisits: count("Of those, visits the gate checked in (today or earlier in the stay)"),
    checkedInPersons: count("Their persons"),
    inParkVisits: count(
      "Checked in and not past 6 pm of their last day (11:30 pm for a same-day night visit)",
    ),
    inParkPersons: count("Persons in the park now"),
  })
  .check(describe("Who is in the park now, from the gate's check-ins of today's visits"));

/** GET /api/office/dashboard/arrivals: the gate's and the desk's view of who comes and who is in. */
export const dashboardArrivalsDtoSchema = z.object({
  ...rangeFields,
  /** When it was read, ISO instant: people in the park move by the minute. */
  readAt: z.string(),
  days: z
    .array(dayLoadDtoSchema)
    .check(
      describe(
        "Each date's arrivals and admission capacity per arrival time, as GET /api/office/today counts them",
      ),
    ),
  inPark: peopleInParkDtoSchema,
});
export type DashboardArrivalsDto = z.infer<typeof dashboardArrivalsDtoSchema>;

const kindNightFields = {
  units: count("Units of the kind (all 37 in the total)"),
  sold: count("Units sold"),
  held: count("Units held by a cart or a payment under way, on the map or by count"),
  blocked: count("Units the front desk blocked"),
  free: count("Units a visitor can still buy, as the sale counts them"),
};

/** One night's lodging per kind and in all (lodgingPerKind). */
export const lodgingNightDtoSchema = z.object({
  night: isoDateSchema,
  kinds: z.array(z.object({ kind: z.enum(LODGING_KINDS), ...kindNightFields })),
  total: z.object(kindNightFields),
});

/** GET /api/office/dashboard/occupancy: lodging per night and kind, and activity places per slot. */
export const dashboardOccupancyDtoSchema = z.object({
  ...rangeFields,
  lodging: z.array(lodgingNightDtoSchema),
  activities: z.array(activityDayDtoSchema),
});
export type DashboardOccupancyDto = z.infer<typeof dashboardOccupancyDtoSchema>;

/** ?days= of the sales call. */
export const dashboardSalesQuerySchema = z.object({
  days: z
    ._default(dayCount(SALES_MAX_DAYS), SALES_DAYS)
    .check(describe(`Days up to today, 1 to ${SALES_MAX_DAYS}; ${SALES_DAYS} by default`)),
});
export type DashboardSalesQuery = z.infer<typeof dashboardSalesQuerySchema>;

const salesFields = {
  orders: count("Orders paid"),
  salesCentavos: centavos(
    "Sales (orders paid and date-change differences) in pesos, whatever the currency charged",
  ),
  usdSalesCentavos: centavos("The part of the sales charged in US dollars, in the pesos they counted"),
  usdCents: count("Those dollars, in cents"),
  usdShare: z
    .nullable(z.number())
    .check(describe("usdSalesCentavos / salesCentavos, 0 to 1 (4 decimals); null without sales")),
  refundedCentavos: centavos("Refunds made, in the pesos of the sales they came from"),
  netCentavos: centavos("Sales less refunds"),
};

const awaitedFields = {
  orders: count("Orders waiting for their money"),
  dueCentavos: centavos("What they still have to pay"),
};

/** GET /api/office/dashboard/sales: money per park day and what waits to be paid. */
export const dashboardSalesDtoSchema = z.object({
  ...rangeFields,
  days: z
    .array(z.object({ date: isoDateSchema, ...salesFields }))
    .check(describe("Every day from first to last, oldest first")),
  totals: z.object(salesFields),
  awaiting: z
    .object({
      ...awaitedFields,
      methods: z.array(z.object({ method: z.enum(AWAITED_METHODS), ...awaitedFields })),
      nextHoldEnd: z.nullable(z.string()).check(describe("ISO instant the first of their holds ends")),
    })
    .check(
      describe("OXXO vouchers and SPEI transfers waiting to be paid (the orders list's AWAITING_PAYMENT)"),
    ),
});
export type DashboardSalesDto = z.infer<typeof dashboardSalesDtoSchema>;
