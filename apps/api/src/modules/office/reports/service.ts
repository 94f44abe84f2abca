import { ACTIVITY_FACTS, activityName } from "@park/domain/activities/activity-types.ts";
import type { Language } from "@park/domain/constants.ts";
import { parkDaysPeriod } from "@park/domain/date-change/park-instant.ts";
import type { Clock } from "@park/domain/dates.ts";
import { arrivalsByTime } from "@park/domain/office-reports/arrivals-list.ts";
import type { MovementRow } from "@park/domain/office-reports/money-movements.ts";
import type {
  ArrivalsListDto,
  ManifestDto,
  ManifestQuery,
  OccupancyReportDto,
  ReportRangeQuery,
} from "@park/domain/office-reports/report-dto.ts";
import { AppError } from "../../../http/app-error.ts";
import { textsOf } from "../../../texts/texts.ts";
import type { ActivityBookingsRepository } from "../../ecommerce/visit-activities/repository.ts";
import type { DashboardService } from "../dashboard/service.ts";
import type { GateService } from "../gate/service.ts";
import type { createManifestRepository } from "./manifest-repository.ts";
import { movementPages } from "./movement-lines.ts";
import type { createMovementsRepository } from "./movements-repository.ts";

export type ReportsService = ReturnType<typeof createReportsService>;

/**
 * The desk's and the guides' reports (issue 36 item 2): the money of a date range, streamed; occupancy by
 * night; a slot's manifest; a day's arrivals for the gate. Each reads what the office's screens read.
 */
export function createReportsService(deps: {
  movements: ReturnType<typeof createMovementsRepository>;
  manifests: ReturnType<typeof createManifestRepository>;
  activities: ActivityBookingsRepository;
  dashboard: DashboardService;
  gate: GateService;
  clock: Clock;
}) {
  const { movements, manifests, activities, dashboard, gate, clock } = deps;
  return {
    /** The range's movements of money, a page at a time: never the whole range at once. */
    movements(range: ReportRangeQuery): AsyncGenerator<MovementRow[]> {
      return movementPages(movements, parkDaysPeriod(range.from, range.to));
    },

    async occupancy(range: ReportRangeQuery): Promise<OccupancyReportDto> {
      const nights = { first: range.from, last: range.to };
      return { ...nights, nights: await dashboard.lodging(nights, clock()) };
    },

    async manifest(query: ManifestQuery, language: Language): Promise<ManifestDto> {
      const schedule = (await activities.schedules()).find((s) => s.id === query.scheduleId);
      if (!schedule) throw new AppError(404, "not_found");
      const [taken] = await activities.taken({
        scheduleIds: [schedule.id],
        days: [query.date],
        now: clock(),
      });
      const sold = taken?.sold ?? 0;
      const held = taken?.held ?? 0;
      const bookings = (await manifests.sold(schedule.id, query.date)).map((row) => ({
        code: row.code,
        holder: [row.name, row.lastname].filter(Boolean).join(" "),
        quantity: row.places,
        hours: row.hours,
        startHour: row.startHour,
        visitPersons: row.visitPersons,
        checkedIn: row.checkedIn,
      }));
      return {
        date: query.date,
        scheduleId: schedule.id,
        type: schedule.type,
        activity: activityName(schedule.type, language),
        startHour: schedule.startHour,
        units: schedule.units,
        sold,
        held,
        left: Math.max(0, schedule.units - sold - held),
        safetyNotes: textsOf(language).activityRequirements[ACTIVITY_FACTS[schedule.type].itemKey],
        bookings,
        totals: { bookings: bookings.length, quantity: bookings.reduce((sum, b) => sum + b.quantity, 0) },
      };
    },

    async arrivals(date: string | undefined): Promise<ArrivalsListDto> {
      const day = await gate.day(date);
      return { date: day.date, readAt: day.readAt, times: arrivalsByTime(day.visits, day.date) };
    },
  };
}
