import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
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

/** How often the outbox is looked at; a confirmation is due the moment its quote is paid. */
export const OUTBOX_POLL_MS = 5_000;
/**
 * How long a claimed message is left to its drainer: far longer than composing and sending one takes,
 * so it is only reclaimed when its drainer died (then it is sent again, never lost).
 */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** Messages sent per round at most, so a long queue does not keep close waiting. */
const BATCH = 20;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

export type OutboxDrainer = ReturnType<typeof createOutboxDrainer>;

/**
 * Sends the queued confirmation e-mails. Each is claimed in its own short transaction and sent outside
 * it (no lock is held during the network call), then marked SENT; a failure sets the next attempt with
 * backoff and keeps the error. Rounds never overlap within one drainer; several drainers (processes)
 * share the queue through SKIP LOCKED and the lease.
 */
export function createOutboxDrainer(deps: {
  repository: OutboxRepository;
  compose: ComposeConfirmation;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { repository, compose, transport, clock, log } = deps;
  let running: Promise<number> = Promise.resolve(0);

  async function deliver(claim: OutboxRow): Promise<boolean> {
    try {
      const message = await compose({
        outboxId: claim.id,
        quoteId: claim.quoteId,
        recipient: claim.recipient,
      });
      // The outbox id names the file, so a message sent again after a lost lease replaces its file.
      await transport.send(message, claim.id);
    } catch (err) {
      const retryAt = new Date(clock().getTime() + retryDelayMs(claim.attempts));
      const reason = err instanceof Error ? err.message : String(err);
      await repository.markFailed(claim, reason, retryAt);
      log.warn({ err, outboxId: claim.id, attempts: claim.attempts, retryAt }, "e-mail not sent; will retry");
      return false;
    }
    const marked = await repository.markSent(claim, clock());
    if (!marked)
      log.warn({ outboxId: claim.id }, "e-mail sent after its lease ran out; another drainer had it");
    return true;
  }

  async function round(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const now = clock();
      const claim = await repository.claimDue(now, new Date(now.getTime() + OUTBOX_LEASE_MS));
      if (!claim) break;
      if (await deliver(claim)) sent++;
    }
    return sent;
  }

  return {
    /** One round after any round under way: the messages due now, sent; answers how many were sent. */
    drain(): Promise<number> {
      running = running.catch(() => 0).then(round);
      return running;
    },
    /** Waits for the round under way, if any. */
    async settled(): Promise<void> {
      await running.catch(() => 0);
    },
  };
}

/**
 * Drains the outbox when the app is ready and every OUTBOX_POLL_MS until it closes (the timer is
 * cleared and a round under way awaited, so close never races the database's own close). A failed
 * round is logged and the next tick tries again.
 */
export function registerOutboxDrainer(
  app: FastifyInstance,
  drainer: OutboxDrainer,
  transport: MailTransport,
): void {
  app.decorate("confirmationMail", drainer);
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    drainer.drain().catch((err: unknown) => app.log.warn({ err }, "the e-mail outbox could not be drained"));

  app.addHook("onReady", async () => {
    await tick();
    timer = setInterval(tick, OUTBOX_POLL_MS);
    // A timer must not keep a process alive that has nothing else to do (tests, scripts).
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await drainer.settled();
    transport.close();
  });
}
