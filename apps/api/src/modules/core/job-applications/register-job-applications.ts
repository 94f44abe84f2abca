import { join } from "node:path";
import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/database.ts";
import { createMailTransport } from "../../../infra/mail/mail-transport.ts";
import { createLocalDiskStorage } from "../../../infra/storage/local-disk-storage.ts";
import { loadTokenSecret } from "../../../infra/token-secret.ts";
import { createApplicationMailDrainer, registerApplicationMailDrainer } from "./application-mail-drainer.ts";
import { captchaKeyFrom, createCaptcha } from "./captcha.ts";
import { createApplicationMailComposer } from "./compose-application-mail.ts";
import { createJobApplicationsRepository } from "./repository.ts";
import { jobApplicationsRoutes } from "./routes.ts";
import { createJobApplicationsService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the job application e-mails due now (tests await it to read the e-mails at once). */
    jobApplicationMail: { drain(): Promise<number> };
  }
}

/** The job application: its routes, the documents' storage in DATA_DIR, and the drainer of its e-mails. */
export async function registerJobApplications(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    dataDir: string;
    tokenSecret: string | undefined;
    hrEmail: string;
    mail: { smtpUrl: string | undefined; outboxDir: string; from: string };
  },
): Promise<void> {
  const { db, clock, mail } = deps;
  const repository = createJobApplicationsRepository(db);
  const storage = createLocalDiskStorage(join(deps.dataDir, "uploads", "job-applications"));
  const transport = createMailTransport({ smtpUrl: mail.smtpUrl, outboxDir: mail.outboxDir, log: app.log });
  const drainer = createApplicationMailDrainer({
    claimDue: repository.claimDueEmail,
    compose: createApplicationMailComposer({ repository, storage, from: mail.from }),
    markSent: repository.markEmailSent,
    markFailed: repository.markEmailFailed,
    transport,
    clock,
    log: app.log,
  });
  registerApplicationMailDrainer(app, drainer, transport);
  app.decorate("jobApplicationMail", drainer);
  const captcha = createCaptcha(captchaKeyFrom(loadTokenSecret(deps.tokenSecret, deps.dataDir)));
  const sendDue = () => {
    drainer
      .drain()
      .catch((err: unknown) => app.log.warn({ err }, "job application e-mails could not be sent"));
  };
  await app.register(jobApplicationsRoutes, {
    service: createJobApplicationsService({
      repository,
      storage,
      captcha,
      clock,
      hrEmail: deps.hrEmail,
      sendDue,
    }),
  });
}
