import type { FastifyBaseLogger } from "fastify";
import Stripe from "stripe";
import { SANDBOX_WEBHOOK_SECRET } from "../../../infra/payments/sandbox-keys.ts";
import type { StoredEvent } from "./sandbox-objects.ts";
import type { SandboxStore } from "./sandbox-store.ts";

/**
 * How long after a failed delivery the next is tried. Stripe retries for up to three days with an
 * exponential back-off; the sandbox keeps the shape on a developer's scale and gives up after the last.
 */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000];
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * auto: each event is sent as soon as it is made, and a failed one again after RETRY_DELAYS_MS, like
 * Stripe. manual (tests): events wait until the test sends them, so it decides what arrives, when and
 * how often.
 */
export type WebhookMode = "auto" | "manual";

/** What became of one delivery: the endpoint's status, or 0 when it could not be reached. */
export type Delivery = { eventId: string; type: string; status: number };

/**
 * The sandbox's webhook deliveries to the app's own endpoint (`target`, null while it does not
 * listen): each event POSTed as Stripe does, its body signed with `Stripe-Signature` by the SDK's own
 * signer with the sandbox's secret and the real time (the receiver checks the timestamp against its own
 * clock, not the park's).
 */
export function createWebhookSender(deps: {
  store: SandboxStore;
  target: () => string | null;
  mode: WebhookMode;
  log: FastifyBaseLogger;
}) {
  const { store, target, mode, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<Delivery[]> | null = null;
  let again = false;
  let closed = false;

  async function post(event: StoredEvent): Promise<Delivery> {
    const url = target();
    const payload = JSON.stringify(event.object, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET });
    let status = 0;
    if (url) {
      try {
        const answer = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": header,
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: payload,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        status = answer.status;
        await answer.body?.cancel();
      } catch {
        status = 0;
      }
    }
    event.attempts += 1;
    const delivered = status >= 200 && status < 300;
    const delay = RETRY_DELAYS_MS[event.attempts - 1];
    event.nextAttemptAt = delivered || delay === undefined ? null : Date.now() + delay;
    if (!delivered) {
      log.warn(
        { event: event.object.id, type: event.object.type, status, attempts: event.attempts },
        "sandbox webhook not delivered",
      );
    }
    return { eventId: event.object.id, type: event.object.type, status };
  }

  /** Sends, oldest first, the events due (every pending one when `all`), one at a time; then saves. */
  async function sendDue(all: boolean): Promise<Delivery[]> {
    const now = Date.now();
    const due = [...store.events.values()].filter(
      (event) => event.nextAttemptAt !== null && (all || event.nextAttemptAt <= now),
    );
    const deliveries: Delivery[] = [];
    for (const event of due) deliveries.push(await post(event));
    if (due.length > 0) await store.save();
    return deliveries;
  }

  function schedule(): void {
    if (closed || mode !== "auto") return;
    if (timer) clearTimeout(timer);
    const pending = [...store.events.values()]
      .map((event) => event.nextAttemptAt)
      .filter((at): at is number => at !== null);
    if (pending.length === 0) return;
    timer = setTimeout(kick, Math.max(0, Math.min(...pending) - Date.now()));
    timer.unref();
  }

  /** One run at a time; a kick during a run runs once more after it, for what the run did not see. */
  function kick(): void {
    if (closed || mode !== "auto") return;
    if (running) {
      again = true;
      return;
    }
    running = sendDue(false)
      .catch((err: unknown) => {
        // A delivery round that failed (the state file could not be written) is tried again by the next.
        log.warn({ err }, "sandbox webhooks not sent; trying again later");
        return [];
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        } else {
          schedule();
        }
      });
  }

  return {
    /** After a call that may have made events: in auto mode they go out now. */
    kick,

    /** Sends every pending event now, whatever its schedule (tests). */
    deliverPending: () => sendDue(true),

    /** Sends one event again, delivered or not (as the Dashboard's "Resend" does): a replay. */
    async resend(eventId: string): Promise<Delivery> {
      const event = store.events.get(eventId);
      if (!event) throw new Error(`no sandbox event ${eventId}`);
      const delivery = await post(event);
      await store.save();
      return delivery;
    },

    /** Drops the pending deliveries: the events are lost on the way, as a webhook can be. */
    async losePending(): Promise<void> {
      for (const event of store.events.values()) event.nextAttemptAt = null;
      await store.save();
    },

    /** The events made so far, oldest first. */
    events: () => [...store.events.values()].map((event) => event.object),

    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
