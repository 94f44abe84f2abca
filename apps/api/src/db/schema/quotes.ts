import type { PriceColor } from "@park/domain/constants.ts";
import { ARRIVAL_TIMES, LANGUAGES, STAY_TYPES } from "@park/domain/constants.ts";
import type { PricedQuote } from "@park/domain/pricing/price-quote.ts";
import type { ProductCounts } from "@park/domain/pricing/product-counts.ts";
import { QUOTE_STATUSES } from "@park/domain/quote/quote-dto.ts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps, uuidId } from "./columns.ts";
import { lodgingUnits } from "./lodging-units.ts";

/**
 * Paid or being paid: the quotes that take their places for good. Written in the text, not sent as
 * values, so PostgreSQL can match it to the partial index in a prepared statement's plan.
 */
export const isSold = (status: AnyPgColumn) => sql`${status} in ('PAID', 'PAYMENT_PENDING')`;

/** A quote priced from the catalog: its lines and the colour of each priced date. */
export type SoldPricing = { priced: PricedQuote; colors: { date: string; color: PriceColor }[] };

/**
 * One column per count of ProductCounts, the domain's products shape: a product added there fails to
 * compile here until it has its column.
 */
const productColumns = {
  cabins: integer("cabins").notNull().default(0),
  tipis: integer("tipis").notNull().default(0),
  lakeVillages: integer("lake_villages").notNull().default(0),
  superiorCabins: integer("superior_cabins").notNull().default(0),
  canopyPasses: integer("canopy_passes").notNull().default(0),
  canopyNightPasses: integer("canopy_night_passes").notNull().default(0),
  horsebackRidingPasses: integer("horseback_riding_passes").notNull().default(0),
  atvs: integer("atvs").notNull().default(0),
  /** Hours of each ATV; an average when several ATV rows were merged, so not always whole. */
  atvHours: doublePrecision("atv_hours").notNull().default(0),
} satisfies Record<keyof ProductCounts, unknown>;

/**
 * A visitor's quote (000 §3 Quote): the visit and the product counts they asked for. Prices are not
 * stored: the server prices the quote from the catalog every time it answers (DESIGN.md §3).
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuidId(),
    /** The visit code shown on the confirmation and read at the gate (see @park/domain/quote/visit-code.ts). */
    code: text("code").notNull(),
    /** OPEN while the visitor edits it; PAYMENT_PENDING while a payment is under way; PAID once sold. */
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("OPEN"),
    stayType: text("stay_type", { enum: STAY_TYPES }).notNull(),
    arrivalDate: date("arrival_date", { mode: "string" }).notNull(),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    arrivalTime: text("arrival_time", { enum: ARRIVAL_TIMES }).notNull(),
    numberOfPersons: integer("number_of_persons").notNull(),
    ...productColumns,
    offer3x2: boolean("offer_3x2").notNull().default(false),
    /** Language of the printed summaries and messages about this quote. */
    language: text("language", { enum: LANGUAGES }).notNull(),
    /**
     * The anonymous visitor (the `sub` of their visitor token) whose browser made the quote: only they may
     * change it (DESIGN.md §5). Null on quotes made before quotes had owners, which nobody may change.
     */
    visitorId: text("visitor_id"),
    /**
     * The prices the quote was sold at, fixed when its payment starts (and dropped if it is released): a
     * paid visit's confirmation, e-mail and summaries keep what was charged when the catalog changes later.
     */
    soldPricing: jsonb("sold_pricing").$type<SoldPricing>(),
    ...timestamps(),
  },
  (t) => [
    unique("quotes_code").on(t.code),
    check("quotes_status", sql`${t.status} in ('OPEN', 'PAYMENT_PENDING', 'PAID')`),
    check(
      "quotes_stay_type",
      sql`${t.stayType} in ('DAY_PASS', 'CAMPING_PASS', 'CABIN', 'SUPERIOR_CABIN', 'LAKE_VILLAGE', 'TIPI')`,
    ),
    check("quotes_arrival_time", sql`${t.arrivalTime} in ('DAY', 'NIGHT')`),
    check("quotes_dates", sql`${t.departureDate} >= ${t.arrivalDate}`),
    check("quotes_persons", sql`${t.numberOfPersons} >= 0`),
    check("quotes_language", sql`${t.language} in ('es', 'en')`),
    // The office's order search by arrival date, and the gate's visits of a day.
    index("quotes_arrival").on(t.arrivalDate, t.arrivalTime),
    // Capacity's count of sold visits (countedVisitsQuery): only visits not yet over, whatever the years sold.
    index("quotes_sold_departure").on(t.departureDate).where(isSold(t.status)),
    // The front desk's order list (office orders): one status, newest first.
    index("quotes_status_created").on(t.status, t.createdAt),
  ],
);

/**
 * The quote a row belongs to. By default the row goes when the quote is deleted; money rows (payments,
 * refunds) say "no action" instead, so a quote with money on it cannot be deleted.
 */
export const quoteRef = (onDelete: "cascade" | "no action" = "cascade") =>
  uuid("quote_id")
    .notNull()
    .references(() => quotes.id, { onDelete });

/**
 * The units a visitor picked on the map, in the order picked. Kept apart from the holds so a unit
 * whose hold expired and went to another quote can still be reported as lost (valid/by-quote).
 */
export const quoteUnits = pgTable(
  "quote_units",
  {
    quoteId: quoteRef(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => lodgingUnits.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ name: "quote_units_pk", columns: [t.quoteId, t.unitId] })],
);
