import { decideActivityBooking } from "@park/domain/activities/activity-booking.ts";
import { activityDates } from "@park/domain/activities/activity-dates.ts";
import { activityLines } from "@park/domain/activities/activity-lines.ts";
import { activityPriceOn, activityPriceRowFromCatalog } from "@park/domain/activities/activity-price.ts";
import {
  activityDatesQuerySchema,
  activityScheduleQuerySchema,
  type VisitActivityReservation,
  visitActivityUpdateBodySchema,
} from "@park/domain/activities/activity-schemas.ts";
import { type DaySlot, scheduleSlots } from "@park/domain/activities/activity-slots.ts";
import { ACTIVITY_FACTS, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { slotRunsOn } from "@park/domain/activities/atv-track.ts";
import type { ActivityPricePeriod } from "@park/domain/catalog.ts";
import { ITEM_NAMES, isActivityItemKey } from "@park/domain/pricing/item-keys.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { vi } from "vitest";
import { activityMessage } from "../src/features/activities/activity-message.ts";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { contractQuote } from "./api-contract.ts";

interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A slot as the park configures it: what it sells per date. */
export interface FakeSlot {
  id: string;
  type: VisitActivityType;
  order: number;
  startHour: string;
  units: number;
}

/**
 * Canopy hourly 10:00-16:00 (12 places), night canopy 19:30 (30), horseback 10:00-16:00 (6), ATV 10:00-19:00
 * (8; the hours after 17:00 run only in summer, as the server has them).
 */
export function parkSlots(): FakeSlot[] {
  const hourly = (type: VisitActivityType, prefix: string, from: number, to: number, units: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({
      id: `${prefix}${i + 1}`,
      type,
      order: i + 1,
      startHour: `${String(from + i).padStart(2, "0")}:00`,
      units,
    }));
  return [
    ...hourly("CANOPY_TOUR", "10", 10, 16, 12),
    { id: "201", type: "CANOPY_TOUR_NIGHT", order: 1, startHour: "19:30", units: 30 },
    ...hourly("HORSEBACK_RIDING", "30", 10, 16, 6),
    ...hourly("ATV", "40", 10, 19, 8),
  ];
}

/** 001 §9 prices: canopy 1000/700, night 850, horseback 700/500, ATV 1350/1000 per hour. */
export const PRICE_PERIOD: ActivityPricePeriod = {
  startDate: "2027-01-01",
  endDate: "2027-12-31",
  regularCanopyPrice: 1000,
  specialCanopyPrice: 700,
  nightCanopyPrice: 850,
  regularHorsebackRidingPrice: 700,
  specialHorsebackRidingPrice: 500,
  regularAtvsPrice: 1350,
  specialAtvsPrice: 1000,
};

type Answer = { status: number; body: unknown };

export interface ActivitiesFakeOptions {
  quote: QuoteDto;
  /** Park time now, ISO with offset; the park's today is its date. */
  now?: string;
  periods?: ActivityPricePeriod[];
  slots?: FakeSlot[];
  /** Places other visitors hold, by `${slotId}/${date}`. */
  taken?: Record<string, number>;
  /** The quote's answer lists its reservations (000 §3 Quote). */
  quoteListsReservations?: boolean;
  /** Reservations the quote starts with. */
  reservations?: VisitActivityReservation[];
  /** Replaces the answer of PUT /visit-activities (a race lost to another visitor, a server error). */
  bookingAnswer?: (body: unknown) => Answer | undefined;
}

/**
 * Our API at the fetch edge for the activities section: the quote, the activity calls answered with the
 * domain's own rules (schedule places, booking decision, lines and prices), the catalog's price periods.
 */
export function fakeActivitiesApi(options: ActivitiesFakeOptions) {
  const now = new Date(options.now ?? "2027-03-10T09:00:00-08:00");
  const today = (options.now ?? "2027-03-10T09:00:00-08:00").slice(0, 10);
  const periods = options.periods ?? [PRICE_PERIOD];
  const slots = options.slots ?? parkSlots();
  const taken = options.taken ?? {};
  let quote = options.quote;
  let reservations: VisitActivityReservation[] = options.reservations ?? [];
  const calls: RecordedCall[] = [];
  window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, quote.id);

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  function daySlots(type: VisitActivityType, date: string): DaySlot[] {
    return slots
      .filter((slot) => slot.type === type && slotRunsOn(type, date, slot.startHour))
      .map((slot) => ({
        id: slot.id,
        type: slot.type,
        order: slot.order,
        startHour: slot.startHour,
        availableUnits: Math.max(0, slot.units - (taken[`${slot.id}/${date}`] ?? 0)),
      }));
  }

  function withLines(next: VisitActivityReservation[]): QuoteDto {
    const lines = activityLines(
      next.map((r) => {
        const type = r.visitActivitySchedule.visitActivity.type;
        return { type, quantity: r.quantity, hours: r.hours, price: Math.round(r.activityPrice * 100) };
      }),
    );
    const items = [
      ...quote.items.filter((item) => !isActivityItemKey(item.product.key)),
      ...lines.map((line) => ({
        product: { key: line.key },
        name: ITEM_NAMES[line.key].es,
        quantity: line.quantity,
        price: line.price / 100,
        totalAmount: line.totalAmount / 100,
        hours: line.hours ?? null,
      })),
    ];
    const products = { ...quote.products };
    for (const type of Object.keys(ACTIVITY_FACTS) as VisitActivityType[]) {
      products[ACTIVITY_FACTS[type].countField] = next
        .filter((r) => r.visitActivitySchedule.visitActivity.type === type)
        .reduce((sum, r) => sum + r.quantity, 0);
    }
    const total = items.reduce((sum, item) => sum + item.totalAmount, 0);
    return { ...quote, items, products, totalAmount: total, pendingAmount: total };
  }

  function book(body: unknown): Answer {
    const parsed = visitActivityUpdateBodySchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { error: "validation_error", message: "Inválido" } };
    const request = parsed.data;
    const slot = slots.find((s) => s.id === request.visitActivityScheduleId);
    const all = slot ? daySlots(slot.type, request.visitDate) : [];
    const expectedType = (body as { type?: VisitActivityType }).type;
    const decision = decideActivityBooking({
      request: { ...request, hours: request.hours ?? null },
      schedule: all.find((s) => s.id === slot?.id),
      daySlots: all,
      expectedType,
      visit: quote.visit,
      now,
    });
    if (!decision.ok) {
      const status = decision.refusal.error === "Not enough inventory" ? 409 : 400;
      const message = activityMessage(decision.refusal.messageKey, "es", decision.refusal.params);
      return { status, body: { error: decision.refusal.error, message } };
    }
    const others = reservations.filter((r) => r.visitActivitySchedule.visitActivity.type !== decision.type);
    if (decision.remove) {
      reservations = others;
    } else {
      const first = decision.slots[0] as DaySlot;
      const color = quote.colors.find((day) => day.date === request.visitDate)?.color;
      const price = activityPriceOn({
        periods: periods.map(activityPriceRowFromCatalog),
        type: decision.type,
        visitDate: request.visitDate,
        color,
      });
      if (price === undefined)
        return { status: 400, body: { error: "no_activity_price", message: "Sin precio" } };
      reservations = [
        ...others,
        {
          quantity: request.quantity,
          borrowedUnits: decision.borrowedUnits,
          hours: decision.hours,
          visitDate: request.visitDate,
          activityPrice: price / 100,
          visitActivitySchedule: {
            id: first.id,
            order: first.order,
            startHour: first.startHour,
            visitActivity: { type: decision.type },
          },
          available: true,
          availableUnits: first.availableUnits - request.quantity,
        },
      ];
    }
    quote = withLines(reservations);
    return { status: 200, body: { ...contractQuote(quote), visitActivityReservations: reservations } };
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://park.test");
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    calls.push({ method, path, query: url.searchParams, body });

    if (path === "/api/core/clock") return json({ now: now.toISOString(), today });
    if (path === "/auth/visitor") return json({ token: "visitor-token", expiresIn: 7200 });
    if (path === "/api/ecommerce/capacities/full") return json({ capacityFull: false });
    if (path === `/api/ecommerce/quotes/${quote.id}` && method === "GET") {
      const answer = contractQuote(quote);
      return json(
        options.quoteListsReservations ? { ...answer, visitActivityReservations: reservations } : answer,
      );
    }
    if (path === "/api/catalog/activity-prices") {
      const { startDate = "", endDate = "" } = query;
      return json(periods.filter((p) => p.startDate <= endDate && p.endDate >= startDate));
    }
    if (path === "/api/ecommerce/visit-activities/dates/available") {
      const q = activityDatesQuerySchema.parse(query);
      const type = query.type as VisitActivityType;
      const visit = { ...q, arrivalTime: (query.arrivalTime ?? "DAY") as "DAY" | "NIGHT" };
      const listed = activityDates(type, visit, now);
      return json(
        listed.map((option) => ({
          date: option.date,
          available:
            option.available &&
            scheduleSlots({
              daySlots: daySlots(type, option.date),
              type,
              date: option.date,
              quantity: 1,
              now,
            }).some((s) => s.available),
        })),
      );
    }
    if (path === "/api/ecommerce/visit-activities/schedule") {
      const q = activityScheduleQuerySchema.parse(query);
      // `taken` holds other visitors' places only: the quote's own count as free for it, as the API does.
      return json(
        scheduleSlots({
          daySlots: daySlots(q.type, q.date),
          type: q.type,
          date: q.date,
          quantity: q.quantity,
          hours: q.hours,
          now,
        }),
      );
    }
    if (path === "/api/ecommerce/visit-activities" && method === "PUT") {
      const answer = options.bookingAnswer?.(body) ?? book(body);
      return json(answer.body, answer.status);
    }
    return json({ error: "not_found", message: "No encontrado" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    calls,
    bookings: () =>
      calls.filter((call) => call.method === "PUT" && call.path === "/api/ecommerce/visit-activities"),
    quote: () => quote,
    /** The visit moved (PUT /quotes/{id}): the server drops the activity bookings (000 §4). */
    moveVisit(visit: Partial<QuoteDto["visit"]>): QuoteDto {
      reservations = [];
      quote = withLines(reservations);
      quote = { ...quote, visit: { ...quote.visit, ...visit } };
      return contractQuote(quote);
    },
  };
}
