import type { BookingRefusal } from "@park/domain/activities/activity-booking.ts";
import { activityDates, visitActivityDates } from "@park/domain/activities/activity-dates.ts";
import { ACTIVITY_UPDATE_ERRORS } from "@park/domain/activities/activity-messages.ts";
import { activityPriceOn } from "@park/domain/activities/activity-price.ts";
import type {
  ActivityDate,
  ActivityScheduleSlot,
  VisitActivityReservation,
} from "@park/domain/activities/activity-schemas.ts";
import { scheduleSlots, slotStarted } from "@park/domain/activities/activity-slots.ts";
import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { slotRunsOn } from "@park/domain/activities/atv-track.ts";
import type { ArrivalTime } from "@park/domain/constants.ts";
import { addDays, type Clock, type IsoDate, parkDate } from "@park/domain/dates.ts";
import { mergeAtvRows } from "@park/domain/pricing/atv-rows.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { Database } from "../../../db/database.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { requireQuoteOwner } from "../quotes/quote-owner.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { QuoteViews } from "../quotes/quote-views.ts";
import { createQuotesRepository } from "../quotes/repository.ts";
import { assertEditable, found } from "../quotes/service.ts";
import { isRetryableConflict } from "../shared/database-errors.ts";
import { daySlotsOf, decideUnderLock, holdAccepted } from "./activity-holds.ts";
import {
  type ActivityBookingsRepository,
  type ActivityCounts,
  type BookingRecord,
  createActivityBookingsRepository,
} from "./repository.ts";
import { activityReservations } from "./reservations-view.ts";

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

/** The request field each refusal of the booking rules is about. */
const FIELD_OF_REFUSAL: Record<string, string> = {
  unknown_schedule: "visitActivityScheduleId",
  schedule_of_other_activity: "visitActivityScheduleId",
  slot_started: "visitActivityScheduleId",
  quantity_over_limit: "quantity",
  date_outside_visit: "visitDate",
  date_not_available: "visitDate",
};

/**
 * The answer of a refusal: the spec's "Hour out of range" (400) and "Not enough inventory" (409, the
 * places are someone else's) under their own names (000 §8), every other one a field of the request.
 */
function refusalError(refusal: BookingRefusal): AppError {
  if (refusal.error === ACTIVITY_UPDATE_ERRORS.hourOutOfRange) return new AppError(400, "Hour out of range");
  if (refusal.error === ACTIVITY_UPDATE_ERRORS.notEnoughInventory)
    return new AppError(409, "Not enough inventory");
  const max = refusal.params?.max;
  return invalidFields([
    {
      path: FIELD_OF_REFUSAL[refusal.error] ?? "request",
      message: max === undefined ? refusal.messageKey : `${refusal.messageKey}:${max}`,
    },
  ]);
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
 * slot-day's lock so no slot is ever sold beyond its units (docs/decisions/0011-activity-inventory.md).
 * The rules are the domain's (packages/domain/src/activities).
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

  /**
   * The price of one place on the date, in centavos: the activity price period in force and the
   * date's colour (decision 0010); 400 no_activity_price when no period applies.
   */
  async function priceOn(type: VisitActivityType, visitDate: IsoDate): Promise<number> {
    const current = await catalog.current();
    const price = activityPriceOn({
      periods: current.activityPeriods,
      type,
      visitDate,
      color: current.pricedOn(visitDate)?.color,
    });
    if (price === undefined) throw new AppError(400, "no_activity_price");
    return price;
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

    const decision = await decideUnderLock(tx.activities, {
      quoteId: record.id,
      visit: record,
      scheduleId: Number(request.visitActivityScheduleId),
      request: { quantity: request.quantity, hours: request.hours, visitDate: request.visitDate },
      expectedType: request.type,
      now,
    });
    if (!decision.ok) throw refusalError(decision.refusal);
    if (decision.remove) {
      await tx.activities.deleteBooking(record.id, decision.type);
    } else {
      const price = await priceOn(decision.type, request.visitDate);
      await holdAccepted(tx.activities, record.id, decision, request.quantity, request.visitDate, now);
      await tx.activities.saveBooking({
        quoteId: record.id,
        type: decision.type,
        scheduleId: Number(request.visitActivityScheduleId),
        visitDate: request.visitDate,
        quantity: request.quantity,
        hours: decision.hours ?? 1,
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
      const daySlots = await daySlotsOf(
        activities,
        await activities.schedules(query.type),
        query.type,
        query.date,
        now,
        query.quoteId,
      );
      const slots = scheduleSlots({ ...query, daySlots, now });
      // The date itself must take the activity now: not past, the night canopy not after 18:00 today.
      const [day] = activityDates(
        query.type,
        { arrivalDate: query.date, departureDate: addDays(query.date, 1), arrivalTime: "DAY" },
        now,
      );
      return day?.available ? slots : slots.map((slot) => ({ ...slot, available: false }));
    },

    /**
     * GET /visit-activities/dates/available: each date of the visit, available when the date can take
     * the activity (of `type`, or any) and one of its slots not yet started has a free place.
     */
    async availableDates(query: {
      arrivalDate: IsoDate;
      departureDate: IsoDate;
      type?: VisitActivityType | undefined;
      arrivalTime?: ArrivalTime | undefined;
    }): Promise<ActivityDate[]> {
      const now = clock();
      const { arrivalDate, departureDate, type } = query;
      const dates = type
        ? activityDates(type, { arrivalDate, departureDate, arrivalTime: query.arrivalTime ?? "DAY" }, now)
        : visitActivityDates(arrivalDate, departureDate, now);
      const schedules = await activities.schedules(type);
      const open = dates.filter((d) => d.available && d.date >= parkDate(now)).map((d) => d.date);
      const taken = await activities.taken({ scheduleIds: schedules.map((s) => s.id), days: open, now });
      const takenOf = new Map(taken.map((t) => [`${t.scheduleId}/${t.day}`, t.sold + t.held]));
      const withPlaces = new Set(
        open.filter((date) =>
          schedules.some(
            (s) =>
              slotRunsOn(s.type, date, s.startHour) &&
              !slotStarted(date, s.startHour, now) &&
              s.units > (takenOf.get(`${s.id}/${date}`) ?? 0),
          ),
        ),
      );
      return dates.map((d) => ({ date: d.date, available: withPlaces.has(d.date) }));
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
        visitActivityReservations: await activityReservations(activities, record, now),
      };
    },
  };
}
