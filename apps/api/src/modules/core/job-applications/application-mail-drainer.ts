import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type Mail from "nodemailer/lib/mailer";
import {
  createMailQueueDrainer,
  type MailQueueDrainer,
  registerMailQueueDrainer,
} from "../../../infra/mail/mail-queue-drainer.ts";
import type { MailTransport } from "../../../infra/mail/mail-transport.ts";
import type { ApplicationEmailRow } from "./repository.ts";

/** Sends the applications' e-mails that are due, as every mail queue (mail-queue-drainer.ts). */
export function createApplicationMailDrainer(deps: {
  claimDue: (now: Date, leaseUntil: Date) => Promise<ApplicationEmailRow | undefined>;
  compose: (email: ApplicationEmailRow) => Promise<Mail.Options>;
  markSent: (claim: ApplicationEmailRow, now: Date) => Promise<void>;
  markFailed: (claim: ApplicationEmailRow, error: string, retryAt: Date) => Promise<void>;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
}): MailQueueDrainer {
  return createMailQueueDrainer<ApplicationEmailRow>(
    {
      label: "job application e-mail",
      store: deps,
      message: deps.compose,
      fileName: (claim) => `job-application-${claim.applicationId}-${claim.kind}`,
      attempts: (claim) => claim.attempts,
      logFields: (claim) => ({ emailId: claim.id }),
    },
    deps,
  );
}

export function registerApplicationMailDrainer(
  app: FastifyInstance,
  drainer: MailQueueDrainer,
  transport: MailTransport,
): void {
  registerMailQueueDrainer(app, drainer, transport, "job application e-mails could not be sent");
}
