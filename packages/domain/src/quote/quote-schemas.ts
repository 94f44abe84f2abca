import { z } from "zod";
import {
  ARRIVAL_TIMES,
  COUNTER_LIMITS,
  type Language,
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

const isoDate = z.string(fieldError("invalid_date")).refine(isIsoDate, { message: "invalid_date" });

function count(max: number, tooMany: string) {
  return z
    .int(fieldError("invalid_count"))
    .min(0, { message: "invalid_count" })
    .max(max, { message: tooMany });
}

/** The visit of the create and update payloads (000 §7 POST/PUT /api/ecommerce/quotes). */
export const quoteVisitSchema = z
  .object({
    arrivalDate: isoDate,
    departureDate: isoDate,
    numberOfPersons: z
      .int(fieldError("persons_out_of_range"))
      .min(MIN_PERSONS, { message: "persons_out_of_range" })
      .max(MAX_PERSONS_WITHOUT_LODGING, { message: "persons_out_of_range" }),
    arrivalTime: z.enum(ARRIVAL_TIMES, fieldError("invalid_arrival_time")),
    stayType: z.enum(STAY_TYPES, fieldError("invalid_stay_type")),
  })
  .superRefine((visit, ctx) => {
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
  });
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
    .min(0, { message: "hours_out_of_range" })
    .max(ATV_MAX_HOURS, { message: "hours_out_of_range" }),
} satisfies Record<keyof ProductCounts, z.ZodType<number>>);

/**
 * PUT /api/ecommerce/quotes/{id}: what the visitor may change. Everything else a client sends
 * (id, items, prices, totals, discounts) is dropped by the schema: the server prices the quote itself.
 */
export const updateQuoteSchema = z
  .object({
    visit: quoteVisitSchema,
    products: productCountsPayloadSchema,
    offer3x2: z.boolean(fieldError("invalid_boolean")).default(false),
  })
  .superRefine((quote, ctx) => {
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
  });
export type UpdateQuotePayload = z.infer<typeof updateQuoteSchema>;

/** The field messages of these schemas and of visitDateIssues, in both languages. */
export const QUOTE_FIELD_MESSAGES: Record<string, Record<Language, string>> = {
  required: { en: "This is a required field", es: "Este campo es requerido" },
  invalid_date: { en: "Enter a valid date (YYYY-MM-DD).", es: "Escribe una fecha válida (AAAA-MM-DD)." },
  invalid_stay_type: { en: "Choose a valid type of stay.", es: "Elige un tipo de estancia válido." },
  invalid_arrival_time: { en: "Choose day or night arrival.", es: "Elige llegada de día o de noche." },
  persons_out_of_range: {
    en: `The number of people must be between ${MIN_PERSONS} and ${MAX_PERSONS_WITHOUT_LODGING}.`,
    es: `El número de personas debe estar entre ${MIN_PERSONS} y ${MAX_PERSONS_WITHOUT_LODGING}.`,
  },
  day_pass_same_day: {
    en: "A day pass leaves on the day of arrival.",
    es: "El pase de día termina el mismo día de llegada.",
  },
  departure_not_after_arrival: {
    en: "The departure must be at least one day after the arrival.",
    es: "La salida debe ser al menos un día después de la llegada.",
  },
  invalid_count: { en: "Enter a whole number, 0 or more.", es: "Escribe un número entero, 0 o más." },
  too_many_units: {
    en: "There are not that many units of this lodging.",
    es: "No hay tantas unidades de este hospedaje.",
  },
  too_many_passes: {
    en: "That is more than can be booked at once.",
    es: "Es más de lo que se puede reservar a la vez.",
  },
  hours_out_of_range: {
    en: `Choose between 1 and ${ATV_MAX_HOURS} hours.`,
    es: `Elige entre 1 y ${ATV_MAX_HOURS} horas.`,
  },
  one_lodging_type: {
    en: "A visit can include only one type of lodging.",
    es: "Una visita solo puede incluir un tipo de hospedaje.",
  },
  lodging_not_in_stay: {
    en: "This lodging does not match the type of stay.",
    es: "Este hospedaje no corresponde al tipo de estancia.",
  },
  too_many_persons_for_lodging: {
    en: `Each unit sleeps up to ${PERSONS_PER_UNIT} people: add another unit or reduce the number of people.`,
    es: `Cada unidad es para máximo ${PERSONS_PER_UNIT} personas: agrega otra unidad o reduce el número de personas.`,
  },
  date_in_past: { en: "The date has already passed.", es: "La fecha ya pasó." },
  arrival_too_soon: {
    en: "Purchases must be made at least 24 hours before the arrival time: choose a later arrival.",
    es: "Las compras deben hacerse con al menos 24 horas de anticipación a la hora de llegada: elige una llegada posterior.",
  },
  day_pass_arrives_by_day: {
    en: "A day pass is for day arrivals (7:30 am to 6:00 pm).",
    es: "El pase de día es para llegadas de día (7:30 am a 6:00 pm).",
  },
  beyond_horizon: {
    en: "Dates can be booked up to June 30 of next year.",
    es: "Se puede reservar hasta el 30 de junio del próximo año.",
  },
  invalid_boolean: { en: "Enter yes or no.", es: "Indica sí o no." },
  invalid_id: { en: "Invalid identifier.", es: "Identificador no válido." },
};

/** The text of a field message key, falling back to the key itself for an unknown one. */
export function quoteFieldMessage(key: string, language: Language): string {
  return QUOTE_FIELD_MESSAGES[key]?.[language] ?? key;
}
