import type { ApplicationStatus } from "@park/domain/careers/application-status.ts";
import type { InboxPageDto } from "@park/domain/contact/feedback-inbox-dto.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OFFICE_KEY, useOfficeQuery, useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import {
  type ApplicationsFilter,
  fetchApplication,
  fetchApplications,
  fetchInbox,
  type InboxQuery,
  markMessageRead,
  moveApplication,
} from "../api/applications-calls.ts";

/** HR's keys: the lists (by filter) and each application under APPLICATIONS_KEY, the inbox's pages. */
const APPLICATIONS_KEY = [...OFFICE_KEY, "applications"] as const;
const INBOX_KEY = [...OFFICE_KEY, "messages"] as const;

export function useApplications(filter: ApplicationsFilter) {
  return useOfficeQuery([...APPLICATIONS_KEY, "list", filter], (signal) => fetchApplications(filter, signal));
}

export function useApplication(id: string) {
  return useOfficeQuery([...APPLICATIONS_KEY, "one", id], (signal) => fetchApplication(id, signal));
}

/** A move changes the application and the lists counting it by status: all are read again. */
export function useMoveApplication(id: string) {
  return useOfficeWrite(APPLICATIONS_KEY, (status: ApplicationStatus) => moveApplication(id, status));
}

export function useInbox(query: InboxQuery) {
  return useOfficeQuery([...INBOX_KEY, query], (signal) => fetchInbox(query, signal));
}

/**
 * A message marked read or unread changes in the page shown, where it stays (even under "unread only")
 * until the page is read again: the page is updated from the answer rather than read again, and the
 * other pages are read again when next shown.
 */
export function useMarkMessageRead(query: InboxQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; read: boolean }) => markMessageRead(change.id, change.read),
    onSuccess: (changed, { read }) => {
      queryClient.setQueryData([...INBOX_KEY, query], (page: InboxPageDto | undefined) =>
        page
          ? {
              ...page,
              unread: page.unread + (read ? -1 : 1),
              messages: page.messages.map((message) => (message.id === changed.id ? changed : message)),
            }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: INBOX_KEY, refetchType: "none" });
    },
  });
}
