import { parkDaysPeriod } from "@park/domain/date-change/park-instant.ts";
import { addDays, type Clock, eachDate, type IsoDate, parkDate } from "@park/domain/dates.ts";
import { awaitingPayment } from "@park/domain/office-dashboard/awaiting-payment.ts";
import type {
  DashboardArrivalsDto,
  DashboardDaysQuery,
  DashboardOccupancyDto,
  DashboardSalesDto,
  DashboardSalesQuery,
} from "@park/domain/office-dashboard/dashboard-dto.ts";
import { peopleInPark } from "@park/domain/office-dashboard/in-park.ts";
import { type LodgingNight, lodgingPerKind } from "@park/domain/office-dashboard/lodging-per-kind.ts";
import { salesPerDay, salesTotals } from "@park/domain/office-dashboard/sales-per-day.ts";
import { refundInCentavos } from "@park/domain/office-orders/refund-rules.ts";
import type { GateRepository } from "../gate/repository.ts";
import type { TodayService } from "../today/service.ts";
import type { DashboardRepository } from "./repository.ts";

export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The office's first page (issue 36 item 1), in three readings a role may each be allowed: who comes and
 * who is in (gate and desk), lodging and activity places (desk), and money (desk). The day-by-day figures
 * are the overview's own readings (GET /api/office/today), so they count as the sale counts.
 */
export function createDashboardService(deps: {
  today: TodayService;
  dashboard: DashboardRepository;
  gate: GateRepository;
  clock: Clock;
}) {
  const { today, dashboard, gate, clock } = deps;

  /** Each night's lodging per kind, from the overview's grid and the sale's stock. */
  async function lodging(range: { first: IsoDate; last: IsoDate }, now: Date): Promise<LodgingNight[]> {
    const units = await today.units(range, now);
    const taken = await dashboard.takenPerKind(range, now);
    return lodgingPerKind(units, taken, eachDate(range.first, range.last));
  }

  return {
    lodging,

    async arrivals(query: DashboardDaysQuery): Promise<DashboardArrivalsDto> {
      const { now, ...range } = today.range(query);
      const days = await today.days(range, now);
      const visits = await gate.visitsOn(range.today);
      return {
        ...range,
        readAt: now.toISOString(),
        days,
        inPark: peopleInPark(
          visits.map((v) => ({ ...v, persons: v.numberOfPersons })),
          now,
        ),
      };
    },

    async occupancy(query: DashboardDaysQuery): Promise<DashboardOccupancyDto> {
      const { now, ...range } = today.range(query);
      return {
        ...range,
        lodging: await lodging(range, now),
        activities: await today.activities(range, now),
      };
    },

    async sales(query: DashboardSalesQuery): Promise<DashboardSalesDto> {
      const now = clock();
      const last = parkDate(now);
      const first = addDays(last, 1 - query.days);
      const period = parkDaysPeriod(first, last);
      const hours = await dashboard.hoursOfSales(period);
      const refunds = (await dashboard.madeRefunds(period)).map((refund) => ({
        at: refund.at,
        currency: refund.currency,
        centavos: refundInCentavos(refund.amount, refund.payment),
      }));
      const days = salesPerDay(hours, refunds, first, last);
      const awaiting = awaitingPayment(await dashboard.awaitedPayments());
      return {
        today: last,
        first,
        last,
        days,
        totals: salesTotals(days),
        awaiting: { ...awaiting, nextHoldEnd: awaiting.nextHoldEnd?.toISOString() ?? null },
      };
    },
  };
}
