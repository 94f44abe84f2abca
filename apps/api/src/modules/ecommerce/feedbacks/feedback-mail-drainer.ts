import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { MailTransport } from "../../../infra/mail/mail-transport.ts";
import { OUTBOX_LEASE_MS, OUTBOX_POLL_MS, retryDelayMs } from "../confirmation-mail/outbox-drainer.ts";
import { feedbackMessage } from "./feedback-message.ts";
import type { FeedbacksRepository } from "./repository.ts";

const BATCH = 20;

export type FeedbackMailDrainer = ReturnType<typeof createFeedbackMailDrainer>;

/**
 * Sends the contact-form messages still PENDING to the park, with the confirmation outbox's lease and
 * backoff (same timings): claimed in a short transaction, sent outside it, then marked SENT.
 */
export function createFeedbackMailDrainer(deps: {
  repository: FeedbacksRepository;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { repository, transport, from, clock, log } = deps;
  let running: Promise<number> = Promise.resolve(0);

  async function round(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const now = clock();
      const claim = await repository.claimDue(now, new Date(now.getTime() + OUTBOX_LEASE_MS));
      if (!claim) break;
      try {
        await transport.send(feedbackMessage(claim, from), `feedback-${claim.id}`);
      } catch (err) {
        const retryAt = new Date(clock().getTime() + retryDelayMs(claim.mailAttempts));
        await repository.markFailed(claim, err instanceof Error ? err.message : String(err), retryAt);
        log.warn({ err, feedbackId: claim.id, retryAt }, "contact message not e-mailed; will retry");
        continue;
      }
      await repository.markSent(claim, clock());
      sent++;
    }
    return sent;
  }

  return {
    /** One round after any round under way; answers how many messages went out. */
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
export function registerFeedbackMailDrainer(
  app: FastifyInstance,
  drainer: FeedbackMailDrainer,
  transport: MailTransport,
): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    drainer.drain().catch((err: unknown) => app.log.warn({ err }, "contact messages could not be e-mailed"));
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
