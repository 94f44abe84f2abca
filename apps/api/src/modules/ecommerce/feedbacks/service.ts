import type { Language } from "@park/domain/constants.ts";
import type { Feedback } from "@park/domain/contact/feedback-schema.ts";
import type { Clock } from "@park/domain/dates.ts";
import type { FeedbacksRepository } from "./repository.ts";

export type FeedbacksService = ReturnType<typeof createFeedbacksService>;

/** The contact form (001 §2 Contact page): stored, then e-mailed to the park without making the visitor wait. */
export function createFeedbacksService(deps: {
  repository: FeedbacksRepository;
  clock: Clock;
  /** Starts sending what is due; its failures are the drainer's to log and retry. */
  sendDue: () => void;
}) {
  const { repository, clock, sendDue } = deps;
  return {
    async create(feedback: Feedback, language: Language): Promise<{ id: string; createdAt: string }> {
      const row = await repository.insert(feedback, language, clock());
      sendDue();
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
  };
}
