import { z } from "zod/mini";
import { ARRIVAL_TIMES } from "../constants.ts";
import { BANNER_COLORS, BANNER_LANGUAGES, JOB_SHIFT_TYPES } from "./content-schemas.ts";

/*
 * The office's content areas as /api/office/content answers them: each route's response schema and the
 * office pages' reading of it, declared once (decision 0053).
 */

export const officeBannerSchema = z
  .object({
    language: z
      .enum(BANNER_LANGUAGES)
      .check(z.describe("es: BANNER_ES, shown to Spanish visitors; en: BANNER_EN")),
    active: z.boolean(),
    content: z
      .string()
      .check(z.describe("Markdown, already made safe (no HTML, only http(s)/mailto/tel links)")),
    color: z.enum(BANNER_COLORS),
  })
  .register(z.globalRegistry, { id: "OfficeBanner" });
export type OfficeBanner = z.infer<typeof officeBannerSchema>;

export const officeMaintenanceSchema = z
  .object({
    maintenance: z.boolean().check(z.describe("Whether visitors see the maintenance page now")),
    switchedOn: z.boolean().check(z.describe("The office's switch")),
    forcedBySetting: z
      .boolean()
      .check(z.describe("MAINTENANCE=true forces the page on whatever the switch says")),
  })
  .register(z.globalRegistry, { id: "OfficeMaintenance" });
export type OfficeMaintenance = z.infer<typeof officeMaintenanceSchema>;

export const officeEventSchema = z
  .object({
    id: z.number().check(z.int()),
    nameEs: z.string(),
    nameEn: z.string(),
    date: z.string().check(z.describe("YYYY-MM-DD, park time")),
    hour: z.string().check(z.describe("HH:MM, park time")),
    past: z.boolean().check(z.describe("Dated before today: visitors no longer see it")),
  })
  .register(z.globalRegistry, { id: "OfficeEvent" });
export type OfficeEvent = z.infer<typeof officeEventSchema>;

export const officeJobPostSchema = z
  .object({
    id: z.number().check(z.int()),
    titleId: z.string().check(z.describe("Stable id of the job title the application rules key on")),
    titleEs: z.string(),
    titleEn: z.string(),
    area: z.string(),
    types: z.array(z.enum(JOB_SHIFT_TYPES)),
    detailsEs: z.nullable(z.string()),
    detailsEn: z.nullable(z.string()),
    openUntil: z
      .nullable(z.string())
      .check(z.describe("The last day it is open (park date, YYYY-MM-DD); null: open until closed")),
    open: z.boolean().check(z.describe("Listed on the careers page and taking applications")),
    closedAt: z.nullable(z.string()).check(z.describe("When it was closed (ISO 8601), null while open")),
    hasPicture: z
      .boolean()
      .check(z.describe("Whether it has a picture (GET /api/core/job-post/{id}/image serves it while open)")),
  })
  .register(z.globalRegistry, { id: "OfficeJobPost" });
export type OfficeJobPost = z.infer<typeof officeJobPostSchema>;

export const officePromotionSchema = z
  .object({
    id: z.number().check(z.int()),
    code: z.string().check(z.describe("8 word characters, in capitals; visitors may type it in any case")),
    startDate: z.string(),
    endDate: z.string(),
    arrivalTime: z.enum(ARRIVAL_TIMES),
    datesValidityOnly: z
      .boolean()
      .check(
        z.describe("true: any visit within the dates; false: the visit must be the promotion's own dates"),
      ),
    pricePerDay: z.number().check(z.describe("Pesos per person")),
    pricePerNight: z.number().check(z.describe("Pesos per person")),
    maxLodgeCapacity: z.number().check(z.int()),
    uses: z.number().check(z.int(), z.describe("Quotes that carry it; a used promotion cannot be deleted")),
  })
  .register(z.globalRegistry, { id: "OfficePromotion" });
export type OfficePromotion = z.infer<typeof officePromotionSchema>;
