import { ARRIVAL_TIMES } from "@park/domain/constants.ts";
import {
  BANNER_COLORS,
  BANNER_LANGUAGES,
  type eventInputSchema,
  JOB_SHIFT_TYPES,
  type jobPostInputSchema,
  type promotionInputSchema,
} from "@park/domain/content/content-schemas.ts";
import { z } from "zod";
import { officeRequest } from "../../shell/office-api.ts";

const bannerSchema = z.object({
  language: z.enum(BANNER_LANGUAGES),
  active: z.boolean(),
  content: z.string(),
  color: z.enum(BANNER_COLORS),
});
export type OfficeBanner = z.infer<typeof bannerSchema>;

const maintenanceSchema = z.object({
  maintenance: z.boolean(),
  switchedOn: z.boolean(),
  forcedBySetting: z.boolean(),
});
export type MaintenanceState = z.infer<typeof maintenanceSchema>;

const eventSchema = z.object({
  id: z.number(),
  nameEs: z.string(),
  nameEn: z.string(),
  date: z.string(),
  hour: z.string(),
  past: z.boolean(),
});
export type OfficeEvent = z.infer<typeof eventSchema>;
/** What the form sends: the fields as typed (the API's schema checks them) and, when one was chosen, the picture. */
export type EventRequest = z.input<typeof eventInputSchema> & { picture?: string };

const promotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  arrivalTime: z.enum(ARRIVAL_TIMES),
  datesValidityOnly: z.boolean(),
  pricePerDay: z.number(),
  pricePerNight: z.number(),
  maxLodgeCapacity: z.number(),
  uses: z.number(),
});
export type OfficePromotion = z.infer<typeof promotionSchema>;
export type PromotionRequest = z.input<typeof promotionInputSchema>;

const jobPostSchema = z.object({
  id: z.number(),
  titleId: z.string(),
  titleEs: z.string(),
  titleEn: z.string(),
  area: z.string(),
  types: z.array(z.enum(JOB_SHIFT_TYPES)),
  detailsEs: z.string().nullable(),
  detailsEn: z.string().nullable(),
  open: z.boolean(),
  closedAt: z.string().nullable(),
  hasPicture: z.boolean(),
});
export type OfficeJobPost = z.infer<typeof jobPostSchema>;
export type JobPostRequest = z.input<typeof jobPostInputSchema> & { picture?: string };

const BASE = "/api/office/content";

export async function fetchBanners(signal?: AbortSignal): Promise<OfficeBanner[]> {
  return bannerSchema.array().parse(await officeRequest(`${BASE}/banners`, { signal }));
}

export async function saveBanner(banner: OfficeBanner): Promise<OfficeBanner> {
  const { language, ...body } = banner;
  return bannerSchema.parse(
    await officeRequest(`${BASE}/banners/${language}`, { method: "PUT", json: body }),
  );
}

export async function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceState> {
  return maintenanceSchema.parse(await officeRequest(`${BASE}/maintenance`, { signal }));
}

export async function setMaintenance(maintenance: boolean): Promise<MaintenanceState> {
  return maintenanceSchema.parse(
    await officeRequest(`${BASE}/maintenance`, { method: "PUT", json: { maintenance } }),
  );
}

export async function fetchEvents(signal?: AbortSignal): Promise<OfficeEvent[]> {
  return eventSchema.array().parse(await officeRequest(`${BASE}/events`, { signal }));
}

/** Where the office shows an event's picture (an <img> source: the browser sends the session cookie). */
export function eventPictureUrl(id: number): string {
  return `${BASE}/events/${id}/picture`;
}

/** Adds a record to one of the lists (id null) or replaces one of its records. */
function saveInList(list: string, id: number | null, draft: unknown): Promise<unknown> {
  return officeRequest(id === null ? `${BASE}/${list}` : `${BASE}/${list}/${id}`, {
    method: id === null ? "POST" : "PUT",
    json: draft,
  });
}

export async function saveEvent(id: number | null, draft: EventRequest): Promise<OfficeEvent> {
  return eventSchema.parse(await saveInList("events", id, draft));
}

export async function deleteEvent(id: number): Promise<void> {
  await officeRequest(`${BASE}/events/${id}`, { method: "DELETE" });
}

export async function fetchPromotions(signal?: AbortSignal): Promise<OfficePromotion[]> {
  return promotionSchema.array().parse(await officeRequest(`${BASE}/promotions`, { signal }));
}

export async function savePromotion(id: number | null, draft: PromotionRequest): Promise<OfficePromotion> {
  return promotionSchema.parse(await saveInList("promotions", id, draft));
}

export async function deletePromotion(id: number): Promise<void> {
  await officeRequest(`${BASE}/promotions/${id}`, { method: "DELETE" });
}

export async function fetchJobPosts(signal?: AbortSignal): Promise<OfficeJobPost[]> {
  return jobPostSchema.array().parse(await officeRequest(`${BASE}/job-posts`, { signal }));
}

/** Where the office shows a vacancy's picture, open or closed (an <img> source: the browser sends the cookie). */
export function jobPostPictureUrl(id: number): string {
  return `${BASE}/job-posts/${id}/picture`;
}

export async function saveJobPost(id: number | null, draft: JobPostRequest): Promise<OfficeJobPost> {
  return jobPostSchema.parse(await saveInList("job-posts", id, draft));
}

export async function setJobPostOpen(id: number, open: boolean): Promise<OfficeJobPost> {
  return jobPostSchema.parse(
    await officeRequest(`${BASE}/job-posts/${id}/${open ? "reopen" : "close"}`, { method: "POST" }),
  );
}
