import {
  APPLICATION_STATUS_TRANSITIONS,
  type ApplicationStatus,
  canMoveApplication,
} from "@park/domain/careers/application-status.ts";
import type { Clock } from "@park/domain/dates.ts";
import type { Database } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import type { FileStorage } from "../../../infra/storage/file-storage.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { createInboxRepository, type InboxMessage } from "./inbox-repository.ts";
import { createOfficeApplicationsRepository } from "./repository.ts";

type StaffRef = { id: string };

/** Times as the API answers them (ISO 8601, UTC). */
function withIsoTimes<T extends { createdAt: Date }>(row: T): Omit<T, "createdAt"> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function messageJson(message: InboxMessage) {
  return { ...withIsoTimes(message), readAt: message.readAt?.toISOString() ?? null };
}

export type OfficeApplicationsService = ReturnType<typeof createOfficeApplicationsService>;

/** HR's side of the job applications (issue 14 item 6) and the contact messages inbox. */
export function createOfficeApplicationsService(deps: { db: Database; storage: FileStorage; clock: Clock }) {
  const { db, storage, clock } = deps;
  const applications = createOfficeApplicationsRepository(db);
  const inbox = createInboxRepository(db);

  async function found<T>(value: Promise<T | undefined>): Promise<T> {
    const row = await value;
    if (row === undefined) throw new AppError(404, "not_found");
    return row;
  }

  return {
    async list(filter: { jobPostId?: number | undefined; status?: ApplicationStatus | undefined }) {
      return {
        vacancies: await applications.vacancies(),
        applications: (await applications.list(filter)).map(withIsoTimes),
      };
    },

    /** Every answer of the application, its documents (without their stored names) and the statuses it may move to. */
    async detail(id: string) {
      const application = await found(applications.byId(id));
      const documents = await applications.documents(id);
      return {
        ...withIsoTimes(application),
        filesReceivedAt: application.filesReceivedAt?.toISOString() ?? null,
        nextStatuses: [...APPLICATION_STATUS_TRANSITIONS[application.status]],
        documents: documents.map(({ storedName: _stored, ...document }) => document),
      };
    },

    /**
     * Moves the application to `status` when the domain's table allows it from where it is now (409
     * application_status_not_allowed otherwise). The row is locked, so two HR clicks move it in turn
     * and the second is judged from the first's result; the move and its audit entry are one change.
     */
    async setStatus(staff: StaffRef, id: string, status: ApplicationStatus) {
      await db.transaction(async (tx) => {
        const repository = createOfficeApplicationsRepository(tx);
        const application = await found(repository.byId(id, { lock: true }));
        if (!canMoveApplication(application.status, status)) {
          throw new AppError(409, "application_status_not_allowed");
        }
        await repository.setStatus(id, status);
        await recordAudit(tx, {
          staffId: staff.id,
          action: "job_application.status",
          entityType: "job_application",
          entityId: id,
          before: { status: application.status },
          after: { status },
        });
      });
      return this.detail(id);
    },

    /** A document's bytes, only when it belongs to this application; 404 when its file is gone. */
    async document(applicationId: string, documentId: string) {
      const documents = await applications.documents(applicationId);
      const document = documents.find((d) => d.id === documentId);
      if (!document) throw new AppError(404, "not_found");
      const bytes = await storage.get(document.storedName);
      if (!bytes) throw new AppError(404, "not_found");
      return { bytes, contentType: document.contentType, fileName: document.originalName };
    },

    async inbox(options: { unreadOnly: boolean; page: number }) {
      const page = await inbox.page(options);
      return { ...page, messages: page.messages.map(messageJson) };
    },

    /** Marks a contact message read (keeping when it was first read) or unread again. */
    async markRead(staff: StaffRef, id: string, read: boolean) {
      return db.transaction(async (tx) => {
        const repository = createInboxRepository(tx);
        const message = await found(repository.byId(id, { lock: true }));
        const readAt = read ? (message.readAt ?? clock()) : null;
        // Only a change is written (and audited): marking a read message read again changes nothing.
        if ((message.readAt === null) !== (readAt === null)) {
          await repository.setReadAt(id, readAt);
          await recordAudit(tx, {
            staffId: staff.id,
            action: read ? "feedback.read" : "feedback.unread",
            entityType: "feedback",
            entityId: id,
            before: { readAt: message.readAt?.toISOString() ?? null },
            after: { readAt: readAt?.toISOString() ?? null },
          });
        }
        return messageJson({ ...message, readAt });
      });
    },
  };
}
