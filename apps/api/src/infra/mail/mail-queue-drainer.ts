import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type Mail from "nodemailer/lib/mailer";
import { registerPeriodicPass } from "../periodic-pass.ts";
import type { MailTransport } from "./mail-transport.ts";

/** How often a queue is looked at; its messages are due the moment they are queued. */
export const MAIL_POLL_MS = 5_000;
/**
 * How long a claimed message is left to its drainer: far longer than composing and sending one takes,
 * so it is only reclaimed when its drainer died (then it is sent again, never lost).
 */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Messages sent per round at most, so a long queue does not keep close waiting. */
const BATCH = 20;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/**
 * A table of e-mails to send (the confirmations' outbox, the contact messages, the job applications'
 * e-mails): how a message is claimed, written, named and marked.
 */
export type MailStore<Claim> = {
  /** The next due message, leased until `leaseUntil` (SKIP LOCKED: drainers in other processes share it). */
  claimDue(now: Date, leaseUntil: Date): Promise<Claim | undefined>;
  /** Answers false when the lease had run out and another drainer had the message meanwhile. */
  markSent(claim: Claim, now: Date): Promise<unknown>;
  markFailed(claim: Claim, error: string, retryAt: Date): Promise<void>;
};

export type MailQueue<Claim> = {
  /** What the logs call one of its messages, e.g. "contact message". */
  label: string;
  /** The table's repository: how a message is claimed and marked. */
  store: MailStore<Claim>;
  message(claim: Claim): Mail.Options | Promise<Mail.Options>;
  /** The message's name at the transport: the same on a second send, so the file is replaced, not doubled. */
  fileName(claim: Claim): string;
  /** Failed attempts so far, for the backoff. */
  attempts(claim: Claim): number;
  /** Fields that identify the message in a log line. */
  logFields(claim: Claim): Record<string, unknown>;
};

export type MailQueueDrainer = {
  /** One round after any round under way: the messages due now, sent; answers how many were sent. */
  drain(): Promise<number>;
  /** Waits for the round under way, if any. */
  settled(): Promise<void>;
};

/**
 * Sends a queue's due messages. Each is claimed in its own short transaction and sent outside it (no lock
 * is held during the network call), then marked SENT; a failure sets the next attempt with backoff and
 * keeps the error. Rounds never overlap within one drainer.
 */
export function createMailQueueDrainer<Claim>(
  queue: MailQueue<Claim>,
  deps: { transport: MailTransport; clock: Clock; log: Pick<FastifyBaseLogger, "warn"> },
): MailQueueDrainer {
  const { transport, clock, log } = deps;
  let running: Promise<number> = Promise.resolve(0);

  async function deliver(claim: Claim): Promise<boolean> {
    try {
      await transport.send(await queue.message(claim), queue.fileName(claim));
    } catch (err) {
      const retryAt = new Date(clock().getTime() + retryDelayMs(queue.attempts(claim)));
      await queue.store.markFailed(claim, err instanceof Error ? err.message : String(err), retryAt);
      log.warn({ err, ...queue.logFields(claim), retryAt }, `${queue.label} not sent; will retry`);
      return false;
    }
    if ((await queue.store.markSent(claim, clock())) === false) {
      log.warn(queue.logFields(claim), `${queue.label} sent after its lease ran out; another drainer had it`);
    }
    return true;
  }

  async function round(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const now = clock();
      const claim = await queue.store.claimDue(now, new Date(now.getTime() + MAIL_LEASE_MS));
      if (claim === undefined) break;
      if (await deliver(claim)) sent++;
    }
    return sent;
  }

  return {
    drain() {
      running = running.catch(() => 0).then(round);
      return running;
    },
    async settled() {
      await running.catch(() => 0);
    },
  };
}

/**
 * Drains the queue when the app is ready and every MAIL_POLL_MS until it closes (periodic-pass.ts); the
 * transport closes after the round under way.
 */
export function registerMailQueueDrainer(
  app: FastifyInstance,
  drainer: MailQueueDrainer,
  transport: MailTransport,
  failure: string,
): void {
  registerPeriodicPass(app, { intervalMs: MAIL_POLL_MS, failure, pass: drainer.drain, start: "ready" });
  app.addHook("preClose", async () => {
    await drainer.settled();
    transport.close();
  });
}
