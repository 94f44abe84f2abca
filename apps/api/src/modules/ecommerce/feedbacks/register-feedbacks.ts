import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/database.ts";
import { createMailTransport } from "../../../infra/mail/mail-transport.ts";
import { createFeedbackMailDrainer, registerFeedbackMailDrainer } from "./feedback-mail-drainer.ts";
import { createFeedbacksRepository } from "./repository.ts";
import { feedbacksRoutes } from "./routes.ts";
import { createFeedbacksService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the contact messages due now (tests await it to read the e-mail at once). */
    feedbackMail: { drain(): Promise<number> };
  }
}

/** The contact form: its route, and the drainer that e-mails each message to the park. */
export async function registerFeedbacks(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    mail: { smtpUrl: string | undefined; outboxDir: string; from: string };
  },
): Promise<void> {
  const { db, clock, mail } = deps;
  const repository = createFeedbacksRepository(db);
  const transport = createMailTransport({ smtpUrl: mail.smtpUrl, outboxDir: mail.outboxDir, log: app.log });
  const drainer = createFeedbackMailDrainer({ repository, transport, from: mail.from, clock, log: app.log });
  registerFeedbackMailDrainer(app, drainer, transport);
  app.decorate("feedbackMail", drainer);
  const sendDue = () => {
    drainer.drain().catch((err: unknown) => app.log.warn({ err }, "contact messages could not be e-mailed"));
  };
  await app.register(feedbacksRoutes, { service: createFeedbacksService({ repository, clock, sendDue }) });
}
