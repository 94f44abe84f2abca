import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import {
  createMailQueueDrainer,
  type MailQueueDrainer,
  registerMailQueueDrainer,
} from "../../../infra/mail/mail-queue-drainer.ts";
import type { MailTransport } from "../../../infra/mail/mail-transport.ts";
import { feedbackMessage } from "./feedback-message.ts";
import type { FeedbackRecord, FeedbacksRepository } from "./repository.ts";

/** Sends the contact-form messages still PENDING to the park, as every mail queue (mail-queue-drainer.ts). */
export function createFeedbackMailDrainer(deps: {
  repository: FeedbacksRepository;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
}): MailQueueDrainer {
  const { repository, from } = deps;
  return createMailQueueDrainer<FeedbackRecord>(
    {
      label: "contact message",
      store: repository,
      message: (claim) => feedbackMessage(claim, from),
      fileName: (claim) => `feedback-${claim.id}`,
      attempts: (claim) => claim.mailAttempts,
      logFields: (claim) => ({ feedbackId: claim.id }),
    },
    deps,
  );
}

export function registerFeedbackMailDrainer(
  app: FastifyInstance,
  drainer: MailQueueDrainer,
  transport: MailTransport,
): void {
  registerMailQueueDrainer(app, drainer, transport, "contact messages could not be e-mailed");
}
