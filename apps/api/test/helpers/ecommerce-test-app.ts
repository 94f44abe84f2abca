import type { Clock } from "@park/domain/dates.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { VehicleProperty } from "@park/domain/vehicle-entry.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/db/database.ts";
import { activitySchedules } from "../../src/db/schema/activity-schedules.ts";
import { lodgingUnits } from "../../src/db/schema/lodging-units.ts";
import { quotes } from "../../src/db/schema/quotes.ts";
import type { QuoteStatus } from "../../src/modules/ecommerce/quotes/quote-record.ts";
import { createQuoteViews } from "../../src/modules/ecommerce/quotes/quote-views.ts";
import { createQuotesRepository } from "../../src/modules/ecommerce/quotes/repository.ts";
import { createSaleService, type SaleService } from "../../src/modules/ecommerce/sale/service.ts";
import { createEcommerceStore } from "../../src/modules/ecommerce/shared/ecommerce-store.ts";
import { buildTestApp, PINNED_NOW, type TestApp } from "./test-app.ts";

/** The app's clock, starting at PINNED_NOW, that a test moves forward (hold expiry). */
export type MovableClock = { clock: Clock; advanceMinutes(minutes: number): void; reset(): void };

export function movableClock(start: string): MovableClock {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advanceMinutes(minutes) {
      now += minutes * 60_000;
    },
    reset() {
      now = new Date(start).getTime();
    },
  };
}

export type EcommerceTestApp = TestApp & { time: MovableClock };

/** The real app on a fresh database (PGlite, or PostgreSQL with DATABASE_URL) with a clock the test moves. */
export async function buildEcommerceTestApp(): Promise<EcommerceTestApp> {
  const time = movableClock(PINNED_NOW);
  return { ...(await buildTestApp({}, { clock: time.clock })), time };
}

export type VisitInput = {
  arrivalDate: string;
  departureDate: string;
  numberOfPersons: number;
  arrivalTime: "DAY" | "NIGHT";
  stayType: string;
};

/** Tuesday to Thursday of the week after the pinned Sunday: RED dates (day 150, camping 120, cabin 1,200). */
export const CAMPING_ON_RED_DATES: VisitInput = {
  arrivalDate: "2026-11-24",
  departureDate: "2026-11-26",
  numberOfPersons: 2,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
};

/** A camping pass for two, arriving by day on the given December 2026 day and leaving the next. */
export function campingInDecember(day: number, overrides: Partial<VisitInput> = {}): VisitInput {
  return {
    arrivalDate: `2026-12-${String(day).padStart(2, "0")}`,
    departureDate: `2026-12-${String(day + 1).padStart(2, "0")}`,
    numberOfPersons: 2,
    arrivalTime: "DAY",
    stayType: "CAMPING_PASS",
    ...overrides,
  };
}

/**
 * The sale's steps on the app's database, as the payment call (modules/ecommerce/payment) runs them around
 * the charge: tests that mark a quote PAID without a charge take them directly.
 */
export function saleServiceOf(testApp: TestApp, clock: Clock): SaleService {
  const store = createEcommerceStore(testApp.db);
  const views = createQuoteViews({ repositories: store, catalog: testApp.app.catalog, clock });
  return createSaleService({ store, catalog: testApp.app.catalog, views, clock });
}

/** Marks a quote PAID through the sale's two steps, without a charge: the sold quote. */
export async function soldWithoutCharge(testApp: EcommerceTestApp, quoteId: string): Promise<QuoteDto> {
  const sale = saleServiceOf(testApp, testApp.time.clock);
  await sale.prepareSale(quoteId);
  return sale.completeSale(quoteId);
}

/** A car's pre-registration (001 §3-§5) as the entry call stores and answers it. */
export const CAR_ENTRY: VehicleProperty[] = [
  { propertyType: "VEHICLE_TYPE", value: "CAR", otherValue: null },
  { propertyType: "VEHICLE_BRAND", value: "NISSAN", otherValue: null },
  { propertyType: "VEHICLE_COLOR", value: "OTHER", otherValue: "Morado" },
  { propertyType: "VEHICLE_PLAQUE", value: "BCN-12-34", otherValue: null },
  { propertyType: "VEHICLE_PLAQUE_TYPE", value: "FRONTIER_MEXICO", otherValue: null },
  { propertyType: "FIRST_TIME", value: true, otherValue: null },
];

/** The same dates for four in a cabin (1,200 a night). */
export const CABIN_ON_RED_DATES: VisitInput = {
  ...CAMPING_ON_RED_DATES,
  numberOfPersons: 4,
  stayType: "CABIN",
};

export type ErrorBody = {
  error: string;
  message: string;
  fields?: { path: string; message: string }[];
  unavailable?: string[];
  dates?: string[];
};

export async function send<T = unknown>(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { body?: unknown; language?: string; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.language) headers["accept-language"] = options.language;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** A token for a new visitor (POST /auth/visitor): another browser than the test visitor's. */
export async function newVisitorToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/auth/visitor" });
  if (response.statusCode !== 200)
    throw new Error(`no visitor token: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

const testVisitors = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * The token of the app's test visitor: one per app, so the quotes a test creates are its own without
 * every call repeating the header (and without reaching the token route's rate limit).
 */
export function visitorToken(app: FastifyInstance): Promise<string> {
  let token = testVisitors.get(app);
  if (!token) {
    token = newVisitorToken(app);
    testVisitors.set(app, token);
  }
  return token;
}

/** POST /quotes/ as the test visitor, or as the bearer of `token`. */
export async function createQuote(
  app: FastifyInstance,
  visit: VisitInput,
  language?: string,
  token?: string,
): Promise<QuoteDto> {
  const { status, body } = await send<QuoteDto>(app, "POST", "/api/ecommerce/quotes/", {
    body: { visit },
    language,
    token: token ?? (await visitorToken(app)),
  });
  if (status !== 201) throw new Error(`quote not created: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * PUT /quotes/{id} with the answer of a previous call changed by `change`, as the web sends it: as the
 * test visitor, or as the bearer of `token`.
 */
export async function updateQuote(app: FastifyInstance, quote: QuoteDto, language?: string, token?: string) {
  return send<QuoteDto>(app, "PUT", `/api/ecommerce/quotes/${quote.id}`, {
    body: quote,
    language,
    token: token ?? (await visitorToken(app)),
  });
}

export function hold(
  app: FastifyInstance,
  token: string,
  quoteId: string,
  stayIds: readonly string[],
  language?: string,
) {
  return send<QuoteDto>(app, "PUT", "/api/ecommerce/reservations/", {
    body: { quoteId, stayIds },
    token,
    language,
  });
}

/** Server ids of lodging units by name (C1, T6, A, ...). */
export async function unitIds(testApp: TestApp): Promise<Record<string, string>> {
  const rows = await testApp.db.select({ id: lodgingUnits.id, name: lodgingUnits.name }).from(lodgingUnits);
  return Object.fromEntries(rows.map((row) => [row.name, String(row.id)]));
}

/** Status changes are the payment's business; tests make them through the repository, as it will. */
export function setQuoteStatus(testApp: TestApp, id: string, status: QuoteStatus, now: Date): Promise<void> {
  return createQuotesRepository(testApp.db).setStatus(id, status, now);
}

/** The stored row, to check that a refused request changed nothing. */
export async function storedQuote(testApp: TestApp, id: string) {
  const [row] = await testApp.db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

/** The stored rows of the quotes among `made` (a test's own) that are in `status`. */
export function quotesInStatus(db: Database, made: readonly QuoteDto[], status: QuoteStatus) {
  const ids = made.map((quote) => quote.id);
  return db
    .select()
    .from(quotes)
    .where(and(inArray(quotes.id, ids), eq(quotes.status, status)));
}

/** The server id of the seeded slot of an activity that starts at `startHour`. */
export async function activitySlotId(testApp: TestApp, type: string, startHour: string): Promise<string> {
  const [row] = await testApp.db
    .select({ id: activitySchedules.id })
    .from(activitySchedules)
    .where(and(eq(activitySchedules.type, type), eq(activitySchedules.startHour, startHour)));
  if (!row) throw new Error(`no ${type} slot at ${startHour}`);
  return String(row.id);
}

/** PUT /api/ecommerce/visit-activities (books an activity of a quote) as the test visitor. */
export async function bookActivity(
  app: FastifyInstance,
  body: {
    visitActivityScheduleId: string;
    quoteId: string;
    quantity: number;
    visitDate: string;
    hours?: number;
  },
) {
  return send<QuoteDto>(app, "PUT", "/api/ecommerce/visit-activities", {
    body,
    token: await visitorToken(app),
  });
}
