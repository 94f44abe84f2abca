import type { Language } from "@park/domain/constants.ts";
import { desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { feedbacks } from "../../../db/schema/feedbacks.ts";

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  subject: number;
  message: string;
  language: Language;
  createdAt: Date;
  readAt: Date | null;
};

const columns = {
  id: feedbacks.id,
  name: feedbacks.name,
  email: feedbacks.email,
  subject: feedbacks.subject,
  message: feedbacks.message,
  language: feedbacks.language,
  createdAt: feedbacks.createdAt,
  readAt: feedbacks.readAt,
};

/** How many messages one page of the inbox shows, newest first. */
export const INBOX_PAGE_SIZE = 50;

export type InboxRepository = ReturnType<typeof createInboxRepository>;

export function createInboxRepository(db: Database) {
  return {
    async page(options: {
      unreadOnly: boolean;
      page: number;
    }): Promise<{ messages: InboxMessage[]; unread: number; total: number }> {
      const messages = await db
        .select(columns)
        .from(feedbacks)
        .where(options.unreadOnly ? isNull(feedbacks.readAt) : undefined)
        .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
        .limit(INBOX_PAGE_SIZE)
        .offset((options.page - 1) * INBOX_PAGE_SIZE);
      const [counts] = await db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          unread: sql<number>`count(*) filter (where ${feedbacks.readAt} is null)`.mapWith(Number),
        })
        .from(feedbacks);
      return { messages, unread: counts?.unread ?? 0, total: counts?.total ?? 0 };
    },

    async byId(id: string, options: { lock?: boolean } = {}): Promise<InboxMessage | undefined> {
      const query = db.select(columns).from(feedbacks).where(eq(feedbacks.id, id));
      const [row] = options.lock ? await query.for("update") : await query;
      return row;
    },

    async setReadAt(id: string, readAt: Date | null): Promise<void> {
      await db.update(feedbacks).set({ readAt }).where(eq(feedbacks.id, id));
    },
  };
}
