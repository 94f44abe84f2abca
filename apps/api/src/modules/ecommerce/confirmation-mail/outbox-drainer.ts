import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import {
  createMailQueueDrainer,
  type MailQueueDrainer,
  registerMailQueueDrainer,
} from "../../../infra/mail/mail-queue-drainer.ts";
import type { MailTransport } from "../../../infra/mail/mail-transport.ts";
import type { ComposeConfirmation } from "./compose-confirmation.ts";
import type { OutboxRepository, OutboxRow } from "./outbox-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The confirmation e-mails' drainer: `drain()` sends what is due now without waiting for the next
     * tick (the payment calls it once a quote is paid; tests to see the message at once).
     */
    confirmationMail: OutboxDrainer;
  }
}

export type OutboxDrainer = MailQueueDrainer;

/**
 * Sends the queued confirmation e-mails, as every mail queue (mail-queue-drainer.ts); several drainers
 * (processes) share the outbox through SKIP LOCKED and the lease.
 */
export function createOutboxDrainer(deps: {
  repository: OutboxRepository;
  compose: ComposeConfirmation;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
}): OutboxDrainer {
  const { repository, compose } = deps;
  return createMailQueueDrainer<OutboxRow>(
    {
      label: "confirmation e-mail",
      store: repository,
      message: (claim) =>
        compose({
          outboxId: claim.id,
          quoteId: claim.quoteId,
          recipient: claim.recipient,
          kind: claim.kind,
          requestKey: claim.requestKey,
        }),
      // The outbox id names the file, so a message sent again after a lost lease replaces its file.
      fileName: (claim) => claim.id,
      attempts: (claim) => claim.attempts,
      logFields: (claim) => ({ outboxId: claim.id, attempts: claim.attempts }),
    },
    deps,
  );
}

/** Drains the outbox from the app's start until it closes, and lets the payment drain it at once. */
export function registerOutboxDrainer(
  app: FastifyInstance,
  drainer: OutboxDrainer,
  transport: MailTransport,
): void {
  app.decorate("confirmationMail", drainer);
  registerMailQueueDrainer(app, drainer, transport, "the e-mail outbox could not be drained");
}
