import type {
  ActivityDate,
  ActivityScheduleSlot,
  VisitActivityReservation,
} from "@park/domain/activities/activity-schemas.ts";
import {
  ACTIVITY_FACTS,
  VISIT_ACTIVITY_TYPES,
  type VisitActivityType,
} from "@park/domain/activities/activity-types.ts";
import { activityPeriodFor } from "@park/domain/catalog.ts";
import { NIGHT_CANOPY_CUTOFF } from "@park/domain/constants.ts";
import { type Clock, eachDate, type IsoDate, parkDate, parkTime } from "@park/domain/dates.ts";
import { type Centavos, centavosToPesos } from "@park/domain/money.ts";
import { mergeAtvRows } from "@park/domain/pricing/atv-rows.ts";
import { type ActivityPrices, activityPricesFromPeriod } from "@park/domain/pricing/price-lookup.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { Database } from "../../../db/database.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import { toActivityPricePeriod } from "../../catalog/activity-prices/mapper.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import type { QuoteViews } from "../quotes/quote-views.ts";
import { createQuotesRepository, type QuoteRecord } from "../quotes/repository.ts";
import { assertEditable, found } from "../quotes/service.ts";
import { isRetryableConflict } from "../shared/database-errors.ts";
import { claimPlaces, claimsOf, coveredSlots } from "./activity-holds.ts";
import {
  type ActivityBookingsRepository,
  type ActivityCounts,
  type BookingRecord,
  createActivityBookingsRepository,
  type ScheduleRecord,
} from "./repository.ts";

export type VisitActivitiesService = ReturnType<typeof createVisitActivitiesService>;

/** PUT /visit-activities after its body was read. */
export type ActivityBookingRequest = {
  visitActivityScheduleId: string;
  quoteId: string;
  type?: VisitActivityType | undefined;
  quantity: number;
  hours?: number | null | undefined;
  visitDate: IsoDate;
};

type Repositories = {
  quotes: ReturnType<typeof createQuotesRepository>;
  activities: ActivityBookingsRepository;
};

/** A deadlock or serialization failure says nothing about the request: run it again, a few times. */
const ATTEMPTS = 3;

const PRICE_OF: Record<VisitActivityType, keyof ActivityPrices> = {
  CANOPY_TOUR: "canopyPass",
  CANOPY_TOUR_NIGHT: "canopyNightPass",
  HORSEBACK_RIDING: "horsebackRidingPass",
  ATV: "atvHour",
};

/**
 * Whether the slot can still be booked online at `now` (validation=ECOMMERCE): not on a past date, not
 * once it has started today (000 §4: horseback), and the night canopy not after 18:00 on its own day.
 */
function slotOpen(type: VisitActivityType, date: IsoDate, startHour: string, now: Date): boolean {
  const today = parkDate(now);
  if (date !== today) return date > today;
  const time = parkTime(now);
  if (type === "CANOPY_TOUR_NIGHT" && time >= NIGHT_CANOPY_CUTOFF) return false;
  return startHour > time;
}

/**
 * Whether an activity may be booked on `date` of a visit: a day of the stay, departure included; the
 * night canopy not on the departure date (the visit ends by 6:00 pm) and, for a night arrival, only from
 * the day after arrival (000 §4 Activities).
 */
function dateInVisit(type: VisitActivityType, date: IsoDate, record: QuoteRecord): boolean {
  if (date < record.arrivalDate || date > record.departureDate) return false;
  if (type !== "CANOPY_TOUR_NIGHT") return true;
  if (date === record.departureDate) return false;
  return !(record.arrivalTime === "NIGHT" && date === record.arrivalDate);
}

/** The quote's activity counts as its bookings add up (ATV rows merged, 000 §3). */
function countsOf(bookings: readonly BookingRecord[]): ActivityCounts {
  const quantityOf = (type: VisitActivityType) =>
    bookings.filter((b) => b.type === type).reduce((sum, b) => sum + b.quantity, 0);
  const atv = mergeAtvRows(
    bookings.filter((b) => b.type === "ATV").map((b) => ({ quantity: b.quantity, hours: b.hours })),
  );
  return {
    canopyPasses: quantityOf("CANOPY_TOUR"),
    canopyNightPasses: quantityOf("CANOPY_TOUR_NIGHT"),
    horsebackRidingPasses: quantityOf("HORSEBACK_RIDING"),
    atvs: atv.atvs,
    atvHours: atv.atvHours,
  };
}

/**
 * The extra activities of a visit (issue 10): their slots with the places left, the dates they can be
 * booked on, and a quote's bookings, whose places are held with the quote and counted under each
 * slot-day's lock so no slot is ever sold beyond its units.
 */
export function createVisitActivitiesService(deps: {
  db: Database;
  views: QuoteViews;
  catalog: CatalogSnapshot;
  clock: Clock;
}) {
  const { db, views, catalog, clock } = deps;
  const activities = createActivityBookingsRepository(db);

  async function transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction((tx) =>
          work({ quotes: createQuotesRepository(tx), activities: createActivityBookingsRepository(tx) }),
        );
      } catch (err) {
        if (attempt >= ATTEMPTS || !isRetryableConflict(err)) throw err;
      }
    }
  }

  /** The unit price of an activity on a date, in centavos, from the activity price period in force. */
  async function priceOn(type: VisitActivityType, date: IsoDate): Promise<Centavos> {
    const period = activityPeriodFor((await catalog.current()).activityPeriods, date);
    if (!period) throw new AppError(400, "no_activity_price");
    return activityPricesFromPeriod(toActivityPricePeriod(period))[PRICE_OF[type]];
  }

  /**
   * Free places of each slot of an activity on a date for a booking of `hours` (the least over the slots
   * it covers; 0 when it would run past the day's last slot), read without a lock: a hint, like every
   * answer; the booking counts again under the locks.
   */
  async function freeBySlot(
    repo: ActivityBookingsRepository,
    schedules: readonly ScheduleRecord[],
    date: IsoDate,
    hours: number,
    exceptQuoteId: string | undefined,
    now: Date,
  ): Promise<Map<number, number>> {
    const taken = await repo.taken({
      scheduleIds: schedules.map((s) => s.id),
      days: [date],
      now,
      exceptQuoteId,
    });
    const takenOf = new Map(taken.map((t) => [t.scheduleId, t.places]));
    const free = new Map<number, number>();
    for (const start of schedules) {
      const covered = coveredSlots(
        schedules.filter((s) => s.type === start.type),
        start,
        hours,
      );
      free.set(
        start.id,
        covered ? Math.max(0, Math.min(...covered.map((s) => s.units - (takenOf.get(s.id) ?? 0)))) : 0,
      );
    }
    return free;
  }

  /** The quote's bookings as the API shows them (000 §3 Activity reservation), in display order. */
  async function reservationsOf(
    repo: ActivityBookingsRepository,
    quoteId: string,
    now: Date,
  ): Promise<VisitActivityReservation[]> {
    const bookings = await repo.bookingsOf(quoteId);
    if (bookings.length === 0) return [];
    const schedules = await repo.schedules();
    const claims = await claimsOf(repo, bookings);
    const answer: VisitActivityReservation[] = [];
    for (const type of VISIT_ACTIVITY_TYPES) {
      const index = bookings.findIndex((b) => b.type === type);
      const booking = bookings[index];
      const claim = claims[index];
      const schedule = schedules.find((s) => s.id === booking?.scheduleId);
      if (!booking || !claim || !schedule) continue;
      const ofType = schedules.filter((s) => s.type === type);
      const free = await freeBySlot(repo, ofType, booking.visitDate, booking.hours, quoteId, now);
      const availableUnits = free.get(schedule.id) ?? 0;
      answer.push({
        quantity: booking.quantity,
        borrowedUnits: booking.quantity * (claim.slots.length - 1),
        hours: type === "ATV" ? booking.hours : null,
        visitDate: booking.visitDate,
        activityPrice: centavosToPesos(booking.price),
        visitActivitySchedule: {
          id: String(schedule.id),
          order: schedule.order,
          startHour: schedule.startHour,
          visitActivity: { type },
        },
        available:
          claim.slots.length > 0 &&
          availableUnits >= booking.quantity &&
          slotOpen(type, booking.visitDate, schedule.startHour, now),
        availableUnits,
      });
    }
    return answer;
  }

  /** Books, changes or (quantity 0) removes the quote's activity inside the transaction; checks first. */
  async function bookInTransaction(
    tx: Repositories,
    request: ActivityBookingRequest,
    visitorId: string,
    now: Date,
  ): Promise<QuoteRecord> {
    requireQuoteOwner(found(await tx.quotes.byId(request.quoteId)), visitorId);
    const record = found(await tx.quotes.lockAndTouch(request.quoteId, now));
    assertEditable(record);

    const schedule = await tx.activities.scheduleById(Number(request.visitActivityScheduleId));
    if (!schedule) throw invalidFields([{ path: "visitActivityScheduleId", message: "unknown_schedule" }]);
    const { type } = schedule;
    if (request.type && request.type !== type) {
      throw invalidFields([{ path: "visitActivityScheduleId", message: "schedule_of_other_activity" }]);
    }
    const { maxQuantity } = ACTIVITY_FACTS[type];
    if (request.quantity > maxQuantity) {
      throw invalidFields([{ path: "quantity", message: `quantity_over_limit:${maxQuantity}` }]);
    }

    if (request.quantity === 0) {
      await tx.activities.deleteBooking(record.id, type);
    } else {
      const hours = type === "ATV" ? request.hours : 1;
      if (!hours) throw invalidFields([{ path: "hours", message: "hours_out_of_range" }]);
      if (!dateInVisit(type, request.visitDate, record)) {
        throw invalidFields([{ path: "visitDate", message: "date_outside_visit" }]);
      }
      if (!slotOpen(type, request.visitDate, schedule.startHour, now)) {
        throw invalidFields([{ path: "visitActivityScheduleId", message: "slot_not_available" }]);
      }
      const slots = coveredSlots(await tx.activities.schedules(type), schedule, hours);
      if (!slots) throw new AppError(400, "Hour out of range");
      const price = await priceOn(type, request.visitDate);
      const refused = await claimPlaces(
        tx.activities,
        record.id,
        [{ type, slots, day: request.visitDate, quantity: request.quantity }],
        now,
      );
      if (refused.length > 0) throw new AppError(409, "Not enough inventory");
      await tx.activities.saveBooking({
        quoteId: record.id,
        type,
        scheduleId: schedule.id,
        visitDate: request.visitDate,
        quantity: request.quantity,
        hours,
        price,
        updatedAt: now,
      });
    }
    await tx.activities.setActivityCounts(
      record.id,
      countsOf(await tx.activities.bookingsOf(record.id)),
      now,
    );
    return found(await tx.quotes.byId(record.id));
  }

  return {
    /**
     * GET /visit-activities/schedule: the slots of an activity on a date with the places left for
     * `quantity` people (or ATVs for `hours` hours), as the online shop may sell them now.
     */
    async schedule(query: {
      date: IsoDate;
      type: VisitActivityType;
      quantity: number;
      hours?: number | undefined;
      quoteId?: string | undefined;
    }): Promise<ActivityScheduleSlot[]> {
      const now = clock();
      const schedules = (await activities.schedules(query.type)).sort((a, b) => a.order - b.order);
      const hours = query.type === "ATV" ? (query.hours ?? 1) : 1;
      const free = await freeBySlot(activities, schedules, query.date, hours, query.quoteId, now);
      return schedules.map((slot) => {
        const availableUnits = free.get(slot.id) ?? 0;
        return {
          id: String(slot.id),
          startHour: slot.startHour,
          available:
            availableUnits >= Math.max(1, query.quantity) &&
            slotOpen(query.type, query.date, slot.startHour, now),
          availableUnits,
        };
      });
    },

    /**
     * GET /visit-activities/dates/available: each date of the visit, available when some slot (of
     * `type`, or of any activity) can still be booked online with a free place.
     */
    async availableDates(query: {
      arrivalDate: IsoDate;
      departureDate: IsoDate;
      type?: VisitActivityType | undefined;
    }): Promise<ActivityDate[]> {
      const now = clock();
      const schedules = await activities.schedules(query.type);
      const dates = eachDate(query.arrivalDate, query.departureDate);
      const taken = await activities.taken({ scheduleIds: schedules.map((s) => s.id), days: dates, now });
      const takenOf = new Map(taken.map((t) => [`${t.scheduleId}/${t.day}`, t.places]));
      return dates.map((date) => ({
        date,
        available: schedules.some(
          (s) =>
            !(s.type === "CANOPY_TOUR_NIGHT" && date === query.departureDate) &&
            slotOpen(s.type, date, s.startHour, now) &&
            s.units - (takenOf.get(`${s.id}/${date}`) ?? 0) > 0,
        ),
      }));
    },

    /**
     * PUT /visit-activities: books or changes the quote's activity (quantity 0 removes it), priced by
     * the server. Only the quote's owner may; refusals change nothing.
     */
    async book(
      request: ActivityBookingRequest,
      visitorId: string,
    ): Promise<QuoteDto & { visitActivityReservations: VisitActivityReservation[] }> {
      const now = clock();
      const record = await transaction((tx) => bookInTransaction(tx, request, visitorId, now));
      return {
        ...(await views.dto(record)),
        visitActivityReservations: await reservationsOf(activities, record.id, now),
      };
    },
  };
}
