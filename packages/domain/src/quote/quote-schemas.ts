import { z } from "zod/mini";
import {
  ARRIVAL_TIMES,
  COUNTER_LIMITS,
  LODGING_INVENTORY,
  MAX_PERSONS_WITHOUT_LODGING,
  MIN_PERSONS,
  PERSONS_PER_UNIT,
  STAY_TYPES,
} from "../constants.ts";
import { daysBetween, isIsoDate } from "../dates.ts";
import {
  LODGING_COUNT_FIELD,
  lodgingKindsIn,
  lodgingUnits,
  type ProductCounts,
} from "../pricing/product-counts.ts";

/** Longest ATV rental: activities start at 10:00 and the track closes at 20:00 in summer (000 §9). */
export const ATV_MAX_HOURS = 10;

/** The message for a missing field is "required"; any other problem gets the field's own key. */
function fieldError(key: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? "required" : key) };
}

const isoDate = z.string(fieldError("invalid_date")).check(z.refine(isIsoDate, { message: "invalid_date" }));

function count(max: number, tooMany: string) {
  return z
    .int(fieldError("invalid_count"))
    .check(z.gte(0, { message: "invalid_count" }), z.lte(max, { message: tooMany }));
}

/** The visit of the create and update payloads (000 §7 POST/PUT /api/ecommerce/quotes). */
export const quoteVisitSchema = z
  .object({
    arrivalDate: isoDate,
    departureDate: isoDate,
    numberOfPersons: z
      .int(fieldError("persons_out_of_range"))
      .check(
        z.gte(MIN_PERSONS, { message: "persons_out_of_range" }),
        z.lte(MAX_PERSONS_WITHOUT_LODGING, { message: "persons_out_of_range" }),
      ),
    arrivalTime: z.enum(ARRIVAL_TIMES, fieldError("invalid_arrival_time")),
    stayType: z.enum(STAY_TYPES, fieldError("invalid_stay_type")),
  })
  .check(
    z.superRefine((visit, ctx) => {
      if (!isIsoDate(visit.arrivalDate) || !isIsoDate(visit.departureDate)) return;
      const days = daysBetween(visit.arrivalDate, visit.departureDate);
      // A day pass ends at 6:00 pm of its day (000 §9): at night it would cover nothing and price at 0.
      if (visit.stayType === "DAY_PASS" && visit.arrivalTime !== "DAY") {
        ctx.addIssue({ code: "custom", path: ["arrivalTime"], message: "day_pass_arrives_by_day" });
      }
      if (visit.stayType === "DAY_PASS" && days !== 0) {
        ctx.addIssue({ code: "custom", path: ["departureDate"], message: "day_pass_same_day" });
      } else if (visit.stayType !== "DAY_PASS" && days < 1) {
        ctx.addIssue({ code: "custom", path: ["departureDate"], message: "departure_not_after_arrival" });
      }
    }),
  );
export type QuoteVisitPayload = z.infer<typeof quoteVisitSchema>;

/** POST /api/ecommerce/quotes/: the visit only. */
export const createQuoteSchema = z.object({ visit: quoteVisitSchema });
export type CreateQuotePayload = z.infer<typeof createQuoteSchema>;

/** The products a visitor may ask for: every count of ProductCounts, each within its limits. */
const productCountsPayloadSchema = z.object({
  cabins: count(LODGING_INVENTORY.CABIN, "too_many_units"),
  tipis: count(LODGING_INVENTORY.TIPI, "too_many_units"),
  lakeVillages: count(LODGING_INVENTORY.LAKE_VILLAGE, "too_many_units"),
  superiorCabins: count(LODGING_INVENTORY.SUPERIOR_CABIN, "too_many_units"),
  canopyPasses: count(COUNTER_LIMITS.activity.max, "too_many_passes"),
  canopyNightPasses: count(COUNTER_LIMITS.nightCanopy.max, "too_many_passes"),
  horsebackRidingPasses: count(COUNTER_LIMITS.horseback.max, "too_many_passes"),
  atvs: count(COUNTER_LIMITS.activity.max, "too_many_passes"),
  atvHours: z
    .number(fieldError("hours_out_of_range"))
    .check(
      z.gte(0, { message: "hours_out_of_range" }),
      z.lte(ATV_MAX_HOURS, { message: "hours_out_of_range" }),
    ),
} satisfies Record<keyof ProductCounts, z.ZodMiniType<number>>);

/**
 * PUT /api/ecommerce/quotes/{id}: what the visitor may change. Everything else a client sends
 * (id, items, prices, totals, discounts) is dropped by the schema: the server prices the quote itself.
 */
export const updateQuoteSchema = z
  .object({
    visit: quoteVisitSchema,
    products: productCountsPayloadSchema,
    offer3x2: z._default(z.boolean(fieldError("invalid_boolean")), false),
  })
  .check(
    z.superRefine((quote, ctx) => {
      const { visit, products } = quote;
      const kinds = lodgingKindsIn(products);
      if (kinds.length > 1) {
        ctx.addIssue({ code: "custom", path: ["products"], message: "one_lodging_type" });
      }
      for (const kind of kinds) {
        if (kind !== visit.stayType) {
          ctx.addIssue({
            code: "custom",
            path: ["products", LODGING_COUNT_FIELD[kind]],
            message: "lodging_not_in_stay",
          });
        }
      }
      const units = lodgingUnits(products);
      if (units > 0 && visit.numberOfPersons > units * PERSONS_PER_UNIT) {
        ctx.addIssue({
          code: "custom",
          path: ["visit", "numberOfPersons"],
          message: "too_many_persons_for_lodging",
        });
      }
      if (products.atvs > 0 && products.atvHours < 1) {
        ctx.addIssue({ code: "custom", path: ["products", "atvHours"], message: "hours_out_of_range" });
      }
    }),
  );
export type UpdateQuotePayload = z.infer<typeof updateQuoteSchema>;
