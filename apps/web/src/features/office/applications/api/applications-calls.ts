import type { ApplicationStatus } from "@park/domain/careers/application-status.ts";
import {
  type ApplicationDetailDto,
  type ApplicationsListDto,
  applicationDetailDtoSchema,
  applicationsListDtoSchema,
} from "@park/domain/careers/office-application-dto.ts";
import {
  type InboxMessageDto,
  type InboxPageDto,
  inboxMessageDtoSchema,
  inboxPageDtoSchema,
} from "@park/domain/contact/feedback-inbox-dto.ts";
import { officeRequest } from "../../shell/office-api.ts";

export type ApplicationsFilter = { jobPostId: string | undefined; status: ApplicationStatus | undefined };
export type InboxQuery = { unreadOnly: boolean; page: number };

export async function fetchApplications(
  filter: ApplicationsFilter,
  signal?: AbortSignal,
): Promise<ApplicationsListDto> {
  return applicationsListDtoSchema.parse(
    await officeRequest("/api/office/applications", {
      query: { jobPostId: filter.jobPostId, status: filter.status },
      signal,
    }),
  );
}

export async function fetchApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetailDto> {
  return applicationDetailDtoSchema.parse(
    await officeRequest(`/api/office/applications/${encodeURIComponent(id)}`, { signal }),
  );
}

export async function moveApplication(id: string, status: ApplicationStatus): Promise<ApplicationDetailDto> {
  return applicationDetailDtoSchema.parse(
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

export async function fetchInbox(query: InboxQuery, signal?: AbortSignal): Promise<InboxPageDto> {
  return inboxPageDtoSchema.parse(
    await officeRequest("/api/office/feedbacks", {
      query: { unread: query.unreadOnly ? "true" : "false", page: query.page },
      signal,
    }),
  );
}

export async function markMessageRead(id: string, read: boolean): Promise<InboxMessageDto> {
  return inboxMessageDtoSchema.parse(
    await officeRequest(`/api/office/feedbacks/${encodeURIComponent(id)}/read`, {
      method: "PUT",
      json: { read },
    }),
  );
}
