import type { ApplicationStatus } from "@park/domain/careers/application-status.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ApplicationsFilter,
  applicationKeys,
  applicationQuery,
  applicationsQuery,
  type InboxPage,
  type InboxQuery,
  inboxQuery,
  markMessageRead,
  moveApplication,
} from "../api/applications-calls.ts";

export function useApplications(filter: ApplicationsFilter) {
  return useQuery(applicationsQuery(filter));
}

export function useApplication(id: string) {
  return useQuery(applicationQuery(id));
}

export function useInbox(query: InboxQuery) {
  return useQuery(inboxQuery(query));
}

/** A move answers with the application as it now is; the lists counting it by status are read again. */
export function useMoveApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ApplicationStatus) => moveApplication(id, status),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.application(id), application);
      return queryClient.invalidateQueries({ queryKey: applicationKeys.lists });
    },
  });
}

/**
 * A message marked read or unread changes in the page shown, where it stays (even under "unread only")
 * until the page is read again; the other pages are read again when next shown.
 */
export function useMarkMessageRead(query: InboxQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; read: boolean }) => markMessageRead(change.id, change.read),
    onSuccess: (changed, { read }) => {
      queryClient.setQueryData(inboxQuery(query).queryKey, (page: InboxPage | undefined) =>
        page
          ? {
              ...page,
              unread: page.unread + (read ? -1 : 1),
              messages: page.messages.map((message) => (message.id === changed.id ? changed : message)),
            }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: applicationKeys.inbox, refetchType: "none" });
    },
  });
}
