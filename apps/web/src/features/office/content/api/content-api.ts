import type {
  eventInputSchema,
  jobPostInputSchema,
  promotionInputSchema,
} from "@park/domain/content/content-schemas.ts";
import {
  type OfficeBanner,
  type OfficeEvent,
  type OfficeJobPost,
  type OfficeMaintenance,
  type OfficePromotion,
  officeBannerSchema,
  officeEventSchema,
  officeJobPostSchema,
  officeMaintenanceSchema,
  officePromotionSchema,
} from "@park/domain/content/office-content-dto.ts";
import { z } from "zod/mini";
import { officeRequest } from "../../shell/office-api.ts";

export type { OfficeBanner, OfficeEvent, OfficeJobPost, OfficeMaintenance, OfficePromotion };
/** What the form sends: the fields as typed (the API's schema checks them) and, when one was chosen, the picture. */
export type EventRequest = z.input<typeof eventInputSchema> & { picture?: string };
export type PromotionRequest = z.input<typeof promotionInputSchema>;
export type JobPostRequest = z.input<typeof jobPostInputSchema> & { picture?: string };

const BASE = "/api/office/content";

export async function fetchBanners(signal?: AbortSignal): Promise<OfficeBanner[]> {
  return z.array(officeBannerSchema).parse(await officeRequest(`${BASE}/banners`, { signal }));
}

export async function saveBanner(banner: OfficeBanner): Promise<OfficeBanner> {
  const { language, ...body } = banner;
  return officeBannerSchema.parse(
    await officeRequest(`${BASE}/banners/${language}`, { method: "PUT", json: body }),
  );
}

export async function fetchMaintenance(signal?: AbortSignal): Promise<OfficeMaintenance> {
  return officeMaintenanceSchema.parse(await officeRequest(`${BASE}/maintenance`, { signal }));
}

export async function setMaintenance(maintenance: boolean): Promise<OfficeMaintenance> {
  return officeMaintenanceSchema.parse(
    await officeRequest(`${BASE}/maintenance`, { method: "PUT", json: { maintenance } }),
  );
}

export async function fetchEvents(signal?: AbortSignal): Promise<OfficeEvent[]> {
  return z.array(officeEventSchema).parse(await officeRequest(`${BASE}/events`, { signal }));
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
  return officeEventSchema.parse(await saveInList("events", id, draft));
}

export async function deleteEvent(id: number): Promise<void> {
  await officeRequest(`${BASE}/events/${id}`, { method: "DELETE" });
}

export async function fetchPromotions(signal?: AbortSignal): Promise<OfficePromotion[]> {
  return z.array(officePromotionSchema).parse(await officeRequest(`${BASE}/promotions`, { signal }));
}

export async function savePromotion(id: number | null, draft: PromotionRequest): Promise<OfficePromotion> {
  return officePromotionSchema.parse(await saveInList("promotions", id, draft));
}

export async function deletePromotion(id: number): Promise<void> {
  await officeRequest(`${BASE}/promotions/${id}`, { method: "DELETE" });
}

export async function fetchJobPosts(signal?: AbortSignal): Promise<OfficeJobPost[]> {
  return z.array(officeJobPostSchema).parse(await officeRequest(`${BASE}/job-posts`, { signal }));
}

/** Where the office shows a vacancy's picture, open or closed (an <img> source: the browser sends the cookie). */
export function jobPostPictureUrl(id: number): string {
  return `${BASE}/job-posts/${id}/picture`;
}

export async function saveJobPost(id: number | null, draft: JobPostRequest): Promise<OfficeJobPost> {
  return officeJobPostSchema.parse(await saveInList("job-posts", id, draft));
}

export async function setJobPostOpen(id: number, open: boolean): Promise<OfficeJobPost> {
  return officeJobPostSchema.parse(
    await officeRequest(`${BASE}/job-posts/${id}/${open ? "reopen" : "close"}`, { method: "POST" }),
  );
}
