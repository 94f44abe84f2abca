import { z } from "zod";
import { ARRIVAL_TIMES } from "../constants.ts";
import { BANNER_COLORS, BANNER_LANGUAGES, JOB_SHIFT_TYPES } from "./content-schemas.ts";

/*
 * The office's content areas as /api/office/content answers them: each route's response schema and the
 * office pages' reading of it, declared once (decision 0053).
 */

export const officeBannerSchema = z
  .object({
    language: z.enum(BANNER_LANGUAGES).describe("es: BANNER_ES, shown to Spanish visitors; en: BANNER_EN"),
    active: z.boolean(),
    content: z.string().describe("Markdown, already made safe (no HTML, only http(s)/mailto/tel links)"),
    color: z.enum(BANNER_COLORS),
  })
  .meta({ id: "OfficeBanner" });
export type OfficeBanner = z.infer<typeof officeBannerSchema>;

export const officeMaintenanceSchema = z
  .object({
    maintenance: z.boolean().describe("Whether visitors see the maintenance page now"),
    switchedOn: z.boolean().describe("The office's switch"),
    forcedBySetting: z.boolean().describe("MAINTENANCE=true forces the page on whatever the switch says"),
  })
  .meta({ id: "OfficeMaintenance" });
export type OfficeMaintenance = z.infer<typeof officeMaintenanceSchema>;

export const officeEventSchema = z
  .object({
    id: z.number().int(),
    nameEs: z.string(),
    nameEn: z.string(),
    date: z.string().describe("YYYY-MM-DD, park time"),
    hour: z.string().describe("HH:MM, park time"),
    past: z.boolean().describe("Dated before today: visitors no longer see it"),
  })
  .meta({ id: "OfficeEvent" });
export type OfficeEvent = z.infer<typeof officeEventSchema>;

export const officeJobPostSchema = z
  .object({
    id: z.number().int(),
    titleId: z.string().describe("Stable id of the job title the application rules key on"),
    titleEs: z.string(),
    titleEn: z.string(),
    area: z.string(),
    types: z.array(z.enum(JOB_SHIFT_TYPES)),
    detailsEs: z.string().nullable(),
    detailsEn: z.string().nullable(),
    openUntil: z
      .string()
      .nullable()
      .describe("The last day it is open (park date, YYYY-MM-DD); null: open until closed"),
    open: z.boolean().describe("Listed on the careers page and taking applications"),
    closedAt: z.string().nullable().describe("When it was closed (ISO 8601), null while open"),
    hasPicture: z
      .boolean()
      .describe("Whether it has a picture (GET /api/core/job-post/{id}/image serves it while open)"),
  })
  .meta({ id: "OfficeJobPost" });
export type OfficeJobPost = z.infer<typeof officeJobPostSchema>;

export const officePromotionSchema = z
  .object({
    id: z.number().int(),
    code: z.string().describe("8 word characters, in capitals; visitors may type it in any case"),
    startDate: z.string(),
    endDate: z.string(),
    arrivalTime: z.enum(ARRIVAL_TIMES),
    datesValidityOnly: z
      .boolean()
      .describe("true: any visit within the dates; false: the visit must be the promotion's own dates"),
    pricePerDay: z.number().describe("Pesos per person"),
    pricePerNight: z.number().describe("Pesos per person"),
    maxLodgeCapacity: z.number().int(),
    uses: z.number().int().describe("Quotes that carry it; a used promotion cannot be deleted"),
  })
  .meta({ id: "OfficePromotion" });
export type OfficePromotion = z.infer<typeof officePromotionSchema>;
