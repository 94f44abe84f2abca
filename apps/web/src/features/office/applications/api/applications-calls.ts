import { APPLICATION_STATUSES, type ApplicationStatus } from "@park/domain/careers/application-status.ts";
import { z } from "zod";
import { officeRequest } from "../../shell/office-api.ts";

const titleSchema = z.object({ es: z.string(), en: z.string() });

const summarySchema = z.object({
  id: z.string(),
  jobPostId: z.number(),
  jobTitle: titleSchema,
  applicantName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  language: z.enum(["es", "en"]),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});

const listSchema = z.object({
  vacancies: z.array(
    z.object({
      id: z.number(),
      title: titleSchema,
      counts: z.partialRecord(z.enum(APPLICATION_STATUSES), z.number()),
    }),
  ),
  applications: z.array(summarySchema),
});
export type ApplicationsList = z.infer<typeof listSchema>;

const detailSchema = summarySchema.extend({
  birthDate: z.string(),
  form: z.record(z.string(), z.unknown()),
  filesReceivedAt: z.string().nullable(),
  nextStatuses: z.array(z.enum(APPLICATION_STATUSES)),
  documents: z.array(
    z.object({
      id: z.string(),
      slot: z.string(),
      originalName: z.string(),
      contentType: z.string(),
      size: z.number(),
    }),
  ),
});
export type ApplicationDetail = z.infer<typeof detailSchema>;

const messageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.number(),
  message: z.string(),
  language: z.enum(["es", "en"]),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

const inboxSchema = z.object({ messages: z.array(messageSchema), unread: z.number(), total: z.number() });
export type InboxPage = z.infer<typeof inboxSchema>;

export type ApplicationsFilter = { jobPostId: string | undefined; status: ApplicationStatus | undefined };
export type InboxQuery = { unreadOnly: boolean; page: number };

export async function fetchApplications(
  filter: ApplicationsFilter,
  signal?: AbortSignal,
): Promise<ApplicationsList> {
  return listSchema.parse(
    await officeRequest("/api/office/applications", {
      query: { jobPostId: filter.jobPostId, status: filter.status },
      signal,
    }),
  );
}

export async function fetchApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return detailSchema.parse(
    await officeRequest(`/api/office/applications/${encodeURIComponent(id)}`, { signal }),
  );
}

export async function moveApplication(id: string, status: ApplicationStatus): Promise<ApplicationDetail> {
  return detailSchema.parse(
    await officeRequest(`/api/office/applications/${encodeURIComponent(id)}/status`, {
      method: "PUT",
      json: { status },
    }),
  );
}

/** Where the browser downloads a document: the staff cookie goes with a plain link (same site, GET). */
export function documentUrl(applicationId: string, documentId: string): string {
  return `/api/office/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}`;
}

export async function fetchInbox(query: InboxQuery, signal?: AbortSignal): Promise<InboxPage> {
  return inboxSchema.parse(
    await officeRequest("/api/office/feedbacks", {
      query: { unread: query.unreadOnly ? "true" : "false", page: query.page },
      signal,
    }),
  );
}

export async function markMessageRead(id: string, read: boolean): Promise<InboxMessage> {
  return messageSchema.parse(
    await officeRequest(`/api/office/feedbacks/${encodeURIComponent(id)}/read`, {
      method: "PUT",
      json: { read },
    }),
  );
}
