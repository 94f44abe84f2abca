import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type Mail from "nodemailer/lib/mailer";
import type { MailTransport } from "../../../infra/mail/mail-transport.ts";
import {
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
  retryDelayMs,
} from "../../ecommerce/confirmation-mail/outbox-drainer.ts";
import type { ApplicationEmailRow } from "./repository.ts";

const BATCH = 20;

export type ApplicationMailDrainer = ReturnType<typeof createApplicationMailDrainer>;

/**
 * Sends the applications' e-mails that are due, with the confirmation outbox's claim, lease and backoff:
 * each claimed in a short transaction, composed and sent outside it, then marked SENT.
 */
export function createApplicationMailDrainer(deps: {
  claimDue: (now: Date, leaseUntil: Date) => Promise<ApplicationEmailRow | undefined>;
  compose: (email: ApplicationEmailRow) => Promise<Mail.Options>;
  markSent: (claim: ApplicationEmailRow, now: Date) => Promise<void>;
  markFailed: (claim: ApplicationEmailRow, error: string, retryAt: Date) => Promise<void>;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { claimDue, compose, markSent, markFailed, transport, clock, log } = deps;
  let running: Promise<number> = Promise.resolve(0);

  async function round(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const now = clock();
      const claim = await claimDue(now, new Date(now.getTime() + OUTBOX_LEASE_MS));
      if (!claim) break;
      try {
        await transport.send(await compose(claim), `job-application-${claim.applicationId}-${claim.kind}`);
      } catch (err) {
        const retryAt = new Date(clock().getTime() + retryDelayMs(claim.attempts));
        await markFailed(claim, err instanceof Error ? err.message : String(err), retryAt);
        log.warn({ err, emailId: claim.id, retryAt }, "job application e-mail not sent; will retry");
        continue;
      }
      await markSent(claim, clock());
      sent++;
    }
    return sent;
  }

  return {
    /** One round after any round under way; answers how many e-mails went out. */
    drain(): Promise<number> {
      running = running.catch(() => 0).then(round);
      return running;
    },
    async settled(): Promise<void> {
      await running.catch(() => 0);
    },
  };
}

/** Drains at start and every OUTBOX_POLL_MS until close, like the confirmation outbox. */
export function registerApplicationMailDrainer(
  app: FastifyInstance,
  drainer: ApplicationMailDrainer,
  transport: MailTransport,
): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    drainer
      .drain()
      .catch((err: unknown) => app.log.warn({ err }, "job application e-mails could not be sent"));
  app.addHook("onReady", async () => {
    await tick();
    timer = setInterval(tick, OUTBOX_POLL_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await drainer.settled();
    transport.close();
  });
}
