import { z } from "zod/mini";
import { ARRIVAL_TIMES, PROMOTION_CODE_LENGTH } from "../constants.ts";
import { isIsoDate } from "../dates.ts";
import { CONTENT_KEY_PREFIX, type ContentFieldMessageKey } from "./content-messages.ts";
import { safeMarkdown, withoutHtml } from "./safe-markdown.ts";

/** The message of a content field issue, as the API answers it ("content.<key>"). */
function key(name: ContentFieldMessageKey): { message: string } {
  return { message: `${CONTENT_KEY_PREFIX}${name}` };
}

export const BANNER_COLORS = ["red", "orange", "green", "blue"] as const;
export const BANNER_LANGUAGES = ["es", "en"] as const;
/** Long enough for a few paragraphs; the banner collapses past two lines anyway. */
export const MAX_BANNER_LENGTH = 2000;

/** Plain text of a name or title: HTML markup removed, spaces trimmed, required and bounded. */
function plainText(max: number) {
  return z.pipe(
    z.pipe(
      z.string(key("required")),
      z.transform((text) => withoutHtml(text).trim()),
    ),
    z.string().check(z.minLength(1, key("required")), z.maxLength(max, key("too_long"))),
  );
}

/** PUT /api/office/content/banners/{language}: the banner as it will be shown (markdown made safe). */
export const bannerInputSchema = z.object({
  active: z.boolean(key("required")),
  content: z.pipe(
    z.string(key("required")).check(z.maxLength(MAX_BANNER_LENGTH, key("too_long"))),
    z.transform((text) => safeMarkdown(text).trim()),
  ),
  color: z.enum(BANNER_COLORS, key("required")),
});
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const maintenanceInputSchema = z.object({ maintenance: z.boolean(key("required")) });

const isoDate = z.string(key("required")).check(z.refine(isIsoDate, key("invalid_date")));

/** "HH:MM", 00:00 to 23:59. */
export const HOUR_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * An event's texts and time; its picture travels apart (base64 PNG, event-picture.ts). That the date is
 * not past needs the clock: the service checks it.
 */
export const eventInputSchema = z.object({
  nameEs: plainText(120),
  nameEn: plainText(120),
  date: isoDate,
  hour: z.string(key("required")).check(z.regex(HOUR_PATTERN, key("invalid_hour"))),
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** Pesos with at most 2 decimals, from 0 to under a million (stored as integer centavos). */
const price = z.number(key("required")).check(
  z.gte(0, key("negative_price")),
  z.lte(999_999.99, key("price_format")),
  z.refine((pesos) => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6, key("price_format")),
);

const CODE_PATTERN = new RegExp(`^\\w{${PROMOTION_CODE_LENGTH}}$`);

/**
 * A special promotion (000 §3 Promotion): an 8 word-character code stored in capitals (matched
 * case-insensitively, 000 §4), its dates (end on or after start), arrival time, prices per person in pesos
 * and the most persons per lodging unit it covers.
 */
export const promotionInputSchema = z
  .object({
    code: z.pipe(
      z.string(key("required")).check(z.trim(), z.regex(CODE_PATTERN, key("code_format"))),
      z.transform((code) => code.toUpperCase()),
    ),
    startDate: isoDate,
    endDate: isoDate,
    arrivalTime: z.enum(ARRIVAL_TIMES, key("required")),
    datesValidityOnly: z.boolean(key("required")),
    pricePerDay: price,
    pricePerNight: price,
    maxLodgeCapacity: z
      .int(key("capacity_range"))
      .check(z.gte(1, key("capacity_range")), z.lte(50, key("capacity_range"))),
  })
  .check(
    z.refine((p) => !isIsoDate(p.startDate) || !isIsoDate(p.endDate) || p.endDate >= p.startDate, {
      ...key("end_before_start"),
      path: ["endDate"],
    }),
  );
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** The shift types a vacancy offers (001 §3 Job post "type"), stored joined by ", ". */
export const JOB_SHIFT_TYPES = ["Turno Completo", "Medio Turno", "Fin de Semana", "Turno de Relevo"] as const;

/** Plain-text details: paragraphs separated by blank lines; empty means none. */
function details() {
  return z.pipe(
    z.nullish(
      z.pipe(
        z.string().check(z.maxLength(5000, key("too_long"))),
        z.transform((text) => withoutHtml(text).trim() || null),
      ),
    ),
    z.transform((text) => text ?? null),
  );
}

/** A vacancy's texts; `titleId` names the job title the application rules key on (job-title-rules.ts). */
export const jobPostInputSchema = z.object({
  titleId: z.string(key("required")).check(z.regex(/^[A-Z][A-Z0-9_]{1,59}$/, key("title_id_format"))),
  titleEs: plainText(120),
  titleEn: plainText(120),
  area: plainText(60),
  types: z.pipe(
    z
      .array(z.enum(JOB_SHIFT_TYPES, key("shift_types")), key("shift_types"))
      .check(z.minLength(1, key("shift_types"))),
    z.transform((types) => JOB_SHIFT_TYPES.filter((type) => types.includes(type))),
  ),
  detailsEs: details(),
  detailsEn: details(),
  /** The last day it is open (park date); empty or left out: open until staff close it. */
  openUntil: z.pipe(
    z.nullish(z.union([z.literal(""), isoDate])),
    z.transform((day) => day || null),
  ),
});
export type JobPostInput = z.infer<typeof jobPostInputSchema>;
